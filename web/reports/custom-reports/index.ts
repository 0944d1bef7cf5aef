import AssessmentIcon from '@mui/icons-material/Assessment';
import { formScreens } from '../../components/form-screens';
import { lazyScreen } from '../../components/lazy-screen';
import { defineWebResource } from '../../components/portal-resource';
import { CUSTOM_REPORT_EDIT_ROUTE } from './edit-path';

/** The account's custom reports, for their administrators (route admin/custom-reports, edited at {id}/account/{idClientAccount}). */
export default defineWebResource({
  name: 'customReports',
  list: lazyScreen(() => import('./CustomReportList')),
  ...formScreens(() => import('./CustomReportForm')),
  editPath: CUSTOM_REPORT_EDIT_ROUTE,
  icon: AssessmentIcon,
  recordRepresentation: 'name',
  menu: 'reports',
});
