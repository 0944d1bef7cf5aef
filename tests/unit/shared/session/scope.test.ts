import { describe, expect, it } from 'vitest';
import { fillPath } from '../../../../shared/session/scope';

describe('fillPath', () => {
  it('fills placeholders from params first, then from the scope', () => {
    expect(fillPath('/clients/{idClient}/accounts/{id}', { idClient: 'c1' }, { id: 'a 1' })).toBe('/clients/c1/accounts/a%201');
    expect(fillPath('/clients/{idClient}', { idClient: 'scope' }, { idClient: 'param' })).toBe('/clients/param');
  });

  it('names the missing placeholder instead of calling .../undefined', () => {
    expect(() => fillPath('/clients/{idClient}/accounts', {})).toThrow('Missing "idClient" to build /clients/{idClient}/accounts');
  });
});
