/** The viewer's route, and the path of one report. */
export const CUSTOM_REPORT_ROUTE = '/reports/custom-report/:idCustomReport';
export const customReportPath = (idCustomReport: string) => `/reports/custom-report/${encodeURIComponent(idCustomReport)}`;
