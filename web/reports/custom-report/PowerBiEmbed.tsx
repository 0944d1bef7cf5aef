import { Box } from '@mui/material';
import { useEffect, useRef } from 'react';
import type { CustomReportView } from '../../../shared/reports/custom-reports';

type Ready = NonNullable<CustomReportView['powerBi']> & { token: { state: 'ready'; accessToken: string; expiration: string | null } };

/**
 * The report embedded by Microsoft's client (powerbi-client, loaded with this screen only): its
 * configuration's settings and filters, the report's embed URL and the token the server got.
 */
export const PowerBiEmbed = ({ report, title }: { report: Ready; title: string }) => {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    let reset: (() => void) | undefined;
    void import('powerbi-client').then((pbi) => {
      if (cancelled) return;
      const service = new pbi.service.Service(pbi.factories.hpmFactory, pbi.factories.wpmpFactory, pbi.factories.routerFactory);
      const { reportId: _reportId, workspaceId: _workspaceId, ...settings } = report.configuration;
      service.embed(element, {
        ...settings,
        type: 'report',
        id: report.reportId,
        embedUrl: report.embedUrl,
        accessToken: report.token.accessToken,
        tokenType: pbi.models.TokenType.Embed,
      } as Parameters<typeof service.embed>[1]);
      element.querySelector('iframe')?.setAttribute('title', title);
      reset = () => service.reset(element);
    });
    return () => {
      cancelled = true;
      reset?.();
    };
  }, [report, title]);
  return <Box ref={container} data-testid="powerbi-embed" sx={{ width: '100%', height: { xs: '70vh', md: 'calc(100vh - 200px)' }, minHeight: 400 }} />;
};

export default PowerBiEmbed;
