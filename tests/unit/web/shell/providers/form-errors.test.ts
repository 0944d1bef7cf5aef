import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../../shared/api/api-error';
import { formErrorsOf, rethrowForForms } from '../../../../../web/shell/providers/form-errors';

const error = () =>
  new ApiError(400, {
    message: 'Validation failed.',
    code: 'VALIDATION',
    errors: { clientName: 'validation.text.tooLong', presetColor: 'validation.unknownReference' },
    params: { clientName: { max: 50 } },
  });

describe('server field errors for react-admin forms', () => {
  it('keeps plain keys and packs keys with values the way react-admin validators do', () => {
    expect(formErrorsOf(error())).toEqual({
      clientName: '@@react-admin@@{"message":"validation.text.tooLong","args":{"max":50}}',
      presetColor: 'validation.unknownReference',
    });
  });

  it('re-throws the same ApiError with string-only body errors', () => {
    const original = error();
    let thrown: unknown;
    try {
      rethrowForForms(original);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBe(original);
    expect(Object.values(original.body.errors ?? {}).every((v) => typeof v === 'string')).toBe(true);
    expect(original.status).toBe(400);
  });

  it('leaves other errors alone', () => {
    const other = new ApiError(409, { message: 'This record is still used by other records and cannot be deleted.', code: 'IN_USE' });
    expect(() => rethrowForForms(other)).toThrow(other);
  });
});
