import { describe, expect, it } from 'vitest';
import { validateAttributeOptions } from '../../../../shared/rules/attributes';
import { t } from './locale-helpers';

describe('attribute options', () => {
  it('need at least one option', () => {
    expect(t(validateAttributeOptions([]))).toBe('An attribute needs at least one option.');
    expect(t(validateAttributeOptions(['  ', null]))).toBe('An attribute needs at least one option.');
  });

  it('must be unique, whatever the case and spaces', () => {
    expect(validateAttributeOptions(['Red', 'Blue'])).toBeNull();
    expect(t(validateAttributeOptions(['Red', 'Blue', 'red ']))).toBe('The option "red" appears more than once.');
  });
});
