import { describe, expect, it } from 'vitest';
import { REPORT_TYPES, isReportUrl, navigationReports, validateCustomReport } from '../../../../shared/rules/custom-reports';
import { t } from './locale-helpers';

const powerBi = (configuration: unknown) => ({
  reportType: REPORT_TYPES.powerBi,
  configurationJson: typeof configuration === 'string' ? configuration : JSON.stringify(configuration),
});
const message = (errors: ReturnType<typeof validateCustomReport>) => t(Object.values(errors)[0]);

describe('custom report', () => {
  it('Power BI needs a report id, a workspace id and valid JSON', () => {
    expect(validateCustomReport(powerBi({ reportId: 'r', workspaceId: 'w' }))).toEqual({});
    expect(message(validateCustomReport(powerBi('{"reportId": ')))).toBe('The configuration must be valid JSON.');
    expect(message(validateCustomReport(powerBi([])))).toBe('The configuration must be valid JSON.');
    expect(message(validateCustomReport(powerBi({ workspaceId: 'w' })))).toBe('The configuration must contain a report ID.');
    expect(message(validateCustomReport(powerBi({ reportId: 'r', workspaceId: ' ' })))).toBe('The configuration must contain a workspace ID.');
  });

  it('advanced filters need at least one condition, basic filters need values', () => {
    const withFilters = (filters: unknown[]) => validateCustomReport(powerBi({ reportId: 'r', workspaceId: 'w', filters }));
    expect(message(withFilters([{ filterType: 0, logicalOperator: 'And', conditions: [] }]))).toBe('An advanced filter needs at least one condition.');
    expect(message(withFilters([{ $schema: 'http://powerbi.com/product/schema#basic', operator: 'In', values: [] }]))).toBe(
      'A basic filter needs at least one value.',
    );
    expect(
      withFilters([
        { filterType: 'advanced', conditions: [{ operator: 'Is', value: 1 }] },
        { filterType: 1, values: ['FR'] },
      ]),
    ).toEqual({});
  });

  it('a direct URL report needs a URL', () => {
    expect(validateCustomReport({ reportType: REPORT_TYPES.directUrl, url: 'https://reports.exemple.fr/r/1' })).toEqual({});
    expect(message(validateCustomReport({ reportType: REPORT_TYPES.directUrl, url: '' }))).toBe('Please enter a valid URL (http or https).');
    expect(isReportUrl('javascript:alert(1)')).toBe(false);
    expect(isReportUrl('/reports/1')).toBe(false);
  });

  it('navigation shows enabled reports by displayPosition', () => {
    const reports = [
      { name: 'b', enabled: true, displayPosition: 2 },
      { name: 'x', enabled: false, displayPosition: 0 },
      { name: 'a', enabled: 1, displayPosition: 1 },
    ];
    expect(navigationReports(reports).map((r) => r.name)).toEqual(['a', 'b']);
  });
});
