import { Box, Button, Card, CardContent, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Loading, Title, useGetOne } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { useFormats } from '../../components/use-formats';
import { useTranslate } from '../../shell/i18n/use-translate';
import { Field } from '../common/Field';
import { reasonLabel } from './reasons';

type Line = {
  idStockRegularizationDocumentProduct: string;
  productName: string;
  sku: string;
  quantity: number;
  lotNumber: string | null;
  bestBeforeDate: string | null;
  serialNumber: string | null;
};
type Document = { reasonCode: string; direction: number; comment: string | null; createdAt: string; userName: string | null; products: Line[] };

/** A regularization document, read only: its reason, comment and lines (they changed the box's stock when saved). */
export const StockRegularizationView = () => {
  const translate = useTranslate();
  const formats = useFormats();
  const { id = '' } = useParams();
  const { data: document, isPending } = useGetOne<Document & { id: string }>('stockRegularizations', { id });
  if (isPending || !document) return <Loading />;
  const sign = document.direction > 0 ? '+' : '−';
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate(reasonLabel(document.reasonCode))} />
      <Card>
        <CardContent>
          <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
            <Typography variant="h6" component="h2" sx={{ mr: 1 }}>
              {translate(reasonLabel(document.reasonCode))}
            </Typography>
            <Chip
              size="small"
              color={document.direction > 0 ? 'success' : 'warning'}
              label={translate(document.direction > 0 ? 'resources.stockRegularizations.in' : 'resources.stockRegularizations.out')}
            />
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
            <Field label={translate('resources.stockRegularizations.fields.createdAt')}>{formats.day(document.createdAt)}</Field>
            <Field label={translate('resources.stockRegularizations.fields.userName')}>{document.userName ?? '—'}</Field>
          </Stack>
          {document.comment ? <Typography sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>{document.comment}</Typography> : null}
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="regulation-lines">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('resources.stockRegularizations.fields.productName')}</TableCell>
                  <TableCell align="right">{translate('resources.stockRegularizations.fields.quantity')}</TableCell>
                  <TableCell>{translate('resources.stockRegularizations.fields.lotNumber')}</TableCell>
                  <TableCell>{translate('resources.stockRegularizations.fields.bestBeforeDate')}</TableCell>
                  <TableCell>{translate('resources.stockRegularizations.fields.serialNumber')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {document.products.map((line) => (
                  <TableRow key={line.idStockRegularizationDocumentProduct}>
                    <TableCell>
                      {line.productName}
                      <Typography variant="caption" color="text.secondary" component="div">
                        {line.sku}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">
                      {sign}
                      {line.quantity}
                    </TableCell>
                    <TableCell>{line.lotNumber ?? '—'}</TableCell>
                    <TableCell>{line.bestBeforeDate ? formats.day(line.bestBeforeDate) : '—'}</TableCell>
                    <TableCell>{line.serialNumber ?? '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <Button component={Link} to="/box-management/stock-regulation/list" sx={{ mt: 2 }}>
            {translate('resources.inboundOrders.back')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
};

export default StockRegularizationView;
