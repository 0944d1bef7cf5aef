import AssessmentIcon from '@mui/icons-material/Assessment';
import { useQuery } from '@tanstack/react-query';
import { Menu } from 'react-admin';
import { customReportsClient } from '../../../shared/reports/client';
import { isMenuItemVisible, type MenuContext } from '../../../shared/rules/menu';
import { useSession, useSessionApi } from '../../shell/session/SessionProvider';
import { customReportPath } from './custom-report-path';

/**
 * The account's enabled custom reports in the sidebar, by display position (the spec's navigation
 * list), for a user with View on ReportsCustomReports in the active account.
 */
export const CustomReportMenuItems = ({ context }: { context: MenuContext | null }) => {
  const api = useSessionApi();
  const { scope } = useSession();
  const idClientAccount = scope.idClientAccount ?? null;
  const visible = Boolean(context && idClientAccount && isMenuItemVisible('ReportsCustomReports', context));
  const { data } = useQuery({
    queryKey: ['customReportNavigation', idClientAccount],
    queryFn: () => customReportsClient(api).navigation(idClientAccount!),
    enabled: visible,
    staleTime: 60_000,
  });
  if (!visible || !data) return null;
  return (
    <>
      {data.map((report) => (
        <Menu.Item key={report.idCustomReport} to={customReportPath(report.idCustomReport)} primaryText={report.name} leftIcon={<AssessmentIcon />} />
      ))}
    </>
  );
};
