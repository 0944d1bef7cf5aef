import { describe, expect, it } from 'vitest';
import {
  EMAIL_VALIDATION_DELAY_MS,
  PHONE_MESSAGES,
  PHONE_MIN_LENGTH,
  PHONE_VALIDATION_DELAY_MS,
  normalizePhone,
  validateEmail,
  validatePhone,
} from '../../../../shared/rules/contact-fields';
import { t } from './locale-helpers';

describe('e-mail field', () => {
  it("'Email field is required' when required and empty", () => {
    expect(t(validateEmail('', { required: true }))).toBe('Email field is required');
    expect(t(validateEmail('   ', { required: true }))).toBe('Email field is required');
    expect(validateEmail('', { required: false })).toBeNull();
  });

  it("'Please enter valid email address' without an at sign and a dot, or with the at sign first", () => {
    for (const bad of ['jean.dupont', 'jean@dupont', '@dupont.fr', 'jean.dupont@fr']) {
      expect(t(validateEmail(bad, { required: true }))).toBe('Please enter valid email address');
    }
    expect(validateEmail('jean.dupont@exemple.fr')).toBeNull();
    expect(validateEmail('j@d.fr')).toBeNull();
  });

  it('is checked after 500 ms', () => expect(EMAIL_VALIDATION_DELAY_MS).toBe(500));
});

describe('phone field', () => {
  it("'Phone field is required' when required and under 5 characters", () => {
    expect(PHONE_MIN_LENGTH).toBe(5);
    expect(t(validatePhone('', { required: true }))).toBe('Phone field is required');
    expect(t(validatePhone('+33', { required: true }))).toBe('Phone field is required');
    expect(t(validatePhone('0612', { required: true }))).toBe('Phone field is required');
    expect(validatePhone('', {})).toBeNull();
  });

  it('reads national numbers as French by default', () => {
    expect(validatePhone('06 12 34 56 78', { required: true })).toBeNull();
    expect(validatePhone('01 42 68 53 00')).toBeNull();
    expect(validatePhone('+44 20 7946 0958')).toBeNull();
    expect(validatePhone('020 7946 0958', { country: 'GB' })).toBeNull();
  });

  it("'Please enter valid phone number' otherwise", () => {
    expect(t(validatePhone('12345', { required: true }))).toBe('Please enter valid phone number');
    expect(t(validatePhone('06 12 34'))).toBe('Please enter valid phone number');
  });

  it('has the remote-check failure message and the 500 ms delay', () => {
    expect(t(PHONE_MESSAGES.checkFailed)).toBe('Error checking phone number. Please try again later.');
    expect(PHONE_VALIDATION_DELAY_MS).toBe(500);
  });

  it('normalizes valid numbers to the international form', () => {
    expect(normalizePhone('06 12 34 56 78')).toBe('+33612345678');
    expect(normalizePhone('not a phone')).toBeNull();
  });
});
