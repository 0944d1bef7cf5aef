import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_INPUT_FORMAT, formatDateInput, parseDateInput, validateDateInput } from '../../../../shared/rules/date-input';
import { t } from './locale-helpers';

describe('date input', () => {
  it('defaults to dd/MM/yyyy', () => {
    expect(DEFAULT_DATE_INPUT_FORMAT).toBe('dd/MM/yyyy');
    expect(parseDateInput('29/02/2024')).toBe('2024-02-29');
    expect(formatDateInput('2024-02-29')).toBe('29/02/2024');
  });

  it("says 'Date format is {format}' when the text does not match", () => {
    expect(t(validateDateInput('2024-02-29'))).toBe('Date format is DD/MM/YYYY');
    expect(t(validateDateInput('29/02/2023'))).toBe('Date format is DD/MM/YYYY');
    expect(t(validateDateInput('2024.02.29', 'dd.MM.yyyy'))).toBe('Date format is DD.MM.YYYY');
  });

  it('leaves an empty value to the required rule', () => {
    expect(validateDateInput('')).toBeNull();
    expect(validateDateInput(null)).toBeNull();
    expect(validateDateInput('01/03/2024')).toBeNull();
  });
});
