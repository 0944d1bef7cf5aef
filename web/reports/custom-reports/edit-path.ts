import { RESOURCE_INDEX } from '../../../shared/resource-index';

/** The spec's edit route of a custom report, below /admin/custom-reports/. */
export const CUSTOM_REPORT_EDIT_ROUTE = ':id/account/:idClientAccount';

/** `/admin/custom-reports/{idCustomReport}/account/{idClientAccount}`: every link to a report's form. */
export const customReportEditPath = (report: { idCustomReport: string; idClientAccount: string }) =>
  `/${RESOURCE_INDEX.customReports.route}/${encodeURIComponent(report.idCustomReport)}/account/${encodeURIComponent(report.idClientAccount)}`;
