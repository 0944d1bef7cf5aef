import { describe, expect, it } from 'vitest';
import { clients } from '../../../../shared/administration/clients';
import { attributes } from '../../../../shared/administration/attributes';
import { validatorFor } from '../../../../web/components/zod-validator';

const validateClient = validatorFor(clients);

describe('client form validation (the shared clientInput schema)', () => {
  it('accepts a valid client', () => {
    expect(validateClient({ clientName: 'Maison Lumière', presetColor: 'teal', idLogoImage: null })).toEqual({});
  });

  it('asks for a name, as a translation key', () => {
    expect(validateClient({ clientName: '' })).toEqual({ clientName: { message: 'validation.required', args: expect.any(Object) } });
    expect(validateClient({})).toEqual({ clientName: { message: 'validation.required', args: {} } });
  });

  it('limits the name to 50 characters, passing the limit to the message', () => {
    expect(validateClient({ clientName: 'x'.repeat(50) })).toEqual({});
    const error = validateClient({ clientName: 'x'.repeat(51) }).clientName;
    expect(error.message).toMatch(/^validation\./);
    expect(error.args).toEqual({ max: 50 });
  });
});

describe('form validation of a record saved with its parts', () => {
  it('checks the save plan’s composite body: an attribute without options is refused before it is sent', () => {
    const validateAttribute = validatorFor(attributes);
    expect(validateAttribute({ attributeName: 'Size', options: [{ optionName: 'S' }] })).toEqual({});
    expect(Object.keys(validateAttribute({ attributeName: 'Size' }))).toEqual(['options']);
  });
});
