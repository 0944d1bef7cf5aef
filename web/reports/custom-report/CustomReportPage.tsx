import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, Card, CardContent, Chip, LinearProgress, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { Title } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ApiError } from '../../../shared/api/api-error';
import { customReportsClient } from '../../../shared/reports/client';
import type { CustomReportView } from '../../../shared/reports/custom-reports';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSession, useSessionApi } from '../../shell/session/SessionProvider';

const PowerBiEmbed = lazy(() => import('./PowerBiEmbed'));

/** A Power BI report's configuration and the state of its embedding; the report itself once a token is there. */
const PowerBiReport = ({ report }: { report: CustomReportView & { powerBi: NonNullable<CustomReportView['powerBi']> } }) => {
  const translate = useTranslate();
  const { powerBi } = report;
  const token = powerBi.token;
  return (
    <Stack spacing={2}>
      {token.state === 'ready' && token.accessToken ? (
        <Suspense fallback={<LinearProgress />}>
          <PowerBiEmbed
            report={{ ...powerBi, token: { state: 'ready', accessToken: token.accessToken, expiration: token.expiration } }}
            title={translate('reports.custom.frameTitle', { name: report.name })}
          />
        </Suspense>
      ) : (
        <Alert severity={token.state === 'failed' ? 'error' : 'warning'} data-testid="powerbi-state">
          {translate(token.state === 'failed' ? 'reports.custom.powerBi.failed' : 'reports.custom.powerBi.unconfigured')}
        </Alert>
      )}
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('reports.custom.powerBi.title')}
          </Typography>
          <Table size="small" data-testid="powerbi-configuration">
            <TableBody>
              <TableRow>
                <TableCell component="th">{translate('reports.custom.powerBi.reportId')}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{powerBi.reportId}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th">{translate('reports.custom.powerBi.workspaceId')}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{powerBi.workspaceId}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th">{translate('reports.custom.powerBi.filters')}</TableCell>
                <TableCell>{powerBi.filterCount}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th">{translate('reports.custom.powerBi.state')}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={token.state === 'ready' ? 'success' : token.state === 'failed' ? 'error' : 'warning'}
                    label={translate(
                      token.state === 'ready'
                        ? 'reports.custom.powerBi.ready'
                        : token.state === 'failed'
                          ? 'reports.custom.powerBi.stateFailed'
                          : 'reports.custom.powerBi.stateUnconfigured',
                    )}
                  />
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </Stack>
  );
};

/**
 * /reports/custom-report/{idCustomReport}: an enabled custom report of the active account. A
 * direct URL opens in a frame (only http or https, which the server's frame policy allows for
 * configured reports only); a Power BI report through its embed configuration.
 */
export const CustomReportPage = () => {
  const translate = useTranslate();
  const api = useSessionApi();
  const { scope } = useSession();
  const { idCustomReport = '' } = useParams();
  const idClientAccount = scope.idClientAccount ?? '';
  const { data, error, isLoading } = useQuery({
    queryKey: ['customReport', idClientAccount, idCustomReport],
    queryFn: () => customReportsClient(api).view(idClientAccount, idCustomReport),
    enabled: Boolean(idClientAccount && idCustomReport),
    retry: (count, e) => !(e instanceof ApiError && e.status < 500) && count < 2,
  });
  const title = data?.name ?? translate('reports.menu.customReports');
  return (
    <Box sx={{ mt: 2, minWidth: 0 }}>
      <Title title={title} />
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {data?.url ? (
          <Button variant="outlined" href={data.url} target="_blank" rel="noopener noreferrer" startIcon={<OpenInNewIcon />}>
            {translate('reports.custom.openInTab')}
          </Button>
        ) : null}
      </Stack>
      {isLoading ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
      {error ? (
        <Alert severity="error">{translate(error instanceof ApiError && error.status === 404 ? 'reports.custom.notFound' : 'reports.loadFailed')}</Alert>
      ) : data?.powerBi ? (
        <PowerBiReport report={{ ...data, powerBi: data.powerBi }} />
      ) : data?.url ? (
        <Box
          component="iframe"
          src={data.url}
          title={translate('reports.custom.frameTitle', { name: data.name })}
          data-testid="custom-report-frame"
          referrerPolicy="no-referrer"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-downloads"
          sx={{ width: '100%', height: { xs: '70vh', md: 'calc(100vh - 200px)' }, minHeight: 400, border: 0, bgcolor: 'background.paper' }}
        />
      ) : data ? (
        <Alert severity="info">{translate('reports.custom.noUrl')}</Alert>
      ) : null}
    </Box>
  );
};

export default CustomReportPage;
