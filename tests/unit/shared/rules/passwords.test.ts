import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  GENERATED_PASSWORD_LENGTH,
  generatePassword,
  isPasswordAcceptable,
  passwordProblems,
  validatePasswordConfirmation,
} from '../../../../shared/rules/passwords';
import { fr, t } from './locale-helpers';

describe('password rule', () => {
  it('needs 8 characters, lower case, upper case, a number and a special character', () => {
    expect(isPasswordAcceptable('Abcdef1!')).toBe(true);
    expect(passwordProblems('Abcde1!').map((m) => t(m))).toEqual(['Password must be at least 8 characters long.']);
    expect(passwordProblems('ABCDEF1!')[0].key).toBe('validation.password.lowercase');
    expect(passwordProblems('abcdef1!')[0].key).toBe('validation.password.uppercase');
    expect(passwordProblems('Abcdefg!')[0].key).toBe('validation.password.number');
    expect(passwordProblems('Abcdefg1')[0].key).toBe('validation.password.special');
    expect(passwordProblems('Abcdéfg1')[0].key).toBe('validation.password.special');
    expect(passwordProblems('')).toHaveLength(5);
  });

  it('has at most 256 characters, so hashing cannot be used to exhaust the server', () => {
    const longest = `Abcdef1!${'x'.repeat(248)}`;
    expect(isPasswordAcceptable(longest)).toBe(true);
    expect(passwordProblems(`${longest}x`).map((m) => t(m))).toEqual(['Password must be at most 256 characters long.']);
    expect(passwordProblems(`${longest}x`).map((m) => t(m, fr))).toEqual(['Le mot de passe doit comporter au plus 256 caractères.']);
  });

  it('both entries must match', () => {
    expect(validatePasswordConfirmation('Abcdef1!', 'Abcdef1!')).toBeNull();
    expect(t(validatePasswordConfirmation('Abcdef1!', 'Abcdef1?'))).toBe('Passwords do not match.');
  });
});

describe('generated password', () => {
  it('has 16 characters and always satisfies the rule', () => {
    for (let i = 0; i < 200; i++) {
      const password = generatePassword();
      expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect(passwordProblems(password)).toEqual([]);
    }
  });

  it('property: satisfies the rule whatever the random source gives', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 0xffffffff }), { minLength: 1, maxLength: 64 }), (values) => {
        let i = 0;
        const source = {
          getRandomValues: <T extends ArrayBufferView | null>(array: T): T => {
            const view = array as unknown as Uint32Array;
            for (let k = 0; k < view.length; k++) view[k] = values[i++ % values.length] % 0xf0000000; // below every rejection limit
            return array;
          },
        };
        const password = generatePassword(source);
        expect(password).toHaveLength(16);
        expect(isPasswordAcceptable(password)).toBe(true);
      }),
    );
  });
});
