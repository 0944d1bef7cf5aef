import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { useTranslate, type WebKey } from '../../shell/i18n/use-translate';
import { OrderLinesEditor, type OrderLine } from './OrderLinesEditor';

/**
 * A page that builds an order from product lines (a new draft, an order placed for a buyer): its
 * title, what stands above it (`top`: a back link), then in one card the order's fields
 * (`children`), its lines (with `linesError`, already translated, above them) and the page's
 * action under them.
 */
export const OrderLinesPage = ({
  title,
  top,
  lines,
  onLines,
  linesError,
  action,
  children,
}: {
  title: WebKey;
  top?: ReactNode;
  lines: OrderLine[];
  onLines: (lines: OrderLine[]) => void;
  linesError?: string;
  action: ReactNode;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={title} />
      {top}
      <Typography variant="h5" component="h1" sx={top ? { my: 2 } : { mb: 2 }}>
        {translate(title)}
      </Typography>
      <Card>
        <CardContent>
          <Stack spacing={2}>
            {children}
            <Typography variant="subtitle1" component="h2">
              {translate('pages.orders.detail.products')}
            </Typography>
            {linesError && <Typography color="error">{linesError}</Typography>}
            <OrderLinesEditor lines={lines} onChange={onLines} />
            <Box>{action}</Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
