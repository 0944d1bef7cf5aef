import { Chip } from '@mui/material';
import { Loading, useGetOne } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useFormats } from '../../components/use-formats';
import { useTranslate } from '../../shell/i18n/use-translate';
import { DocumentCard, LinesTable, type LotFields, type ProductLine } from '../common/DocumentView';
import { reasonText } from './reasons';
import type { NamesUnder } from '../../../shared/i18n/translation-keys';

type Line = ProductLine & LotFields & { idStockRegularizationDocumentProduct: string; quantity: number };
type Document = { reasonCode: string; direction: number; comment: string | null; createdAt: string; userName: string | null; products: Line[] };

/** A regularization document, read only: its reason, comment and lines (they changed the box's stock when saved). */
export const StockRegularizationView = () => {
  const translate = useTranslate();
  const formats = useFormats();
  const { id = '' } = useParams();
  const { data: document, isPending } = useGetOne<Document & { id: string }>('stockRegularizations', { id });
  if (isPending || !document) return <Loading />;
  const sign = document.direction > 0 ? '+' : '−';
  const f = (field: NamesUnder<'resources.stockRegularizations.fields.'>) => translate(`resources.stockRegularizations.fields.${field}`);
  return (
    <DocumentCard
      title={reasonText(translate, document.reasonCode)}
      back={{ to: '/box-management/stock-regulation/list', label: 'resources.stockRegularizations.back' }}
      status={
        <Chip
          size="small"
          color={document.direction > 0 ? 'success' : 'warning'}
          label={translate(document.direction > 0 ? 'resources.stockRegularizations.in' : 'resources.stockRegularizations.out')}
        />
      }
      fields={[
        [f('createdAt'), formats.day(document.createdAt)],
        [f('userName'), document.userName ?? '—'],
      ]}
      comment={document.comment}
    >
      <LinesTable
        testId="regulation-lines"
        lines={document.products}
        rowKey={(line) => line.idStockRegularizationDocumentProduct}
        productLabel={f('productName')}
        columns={[
          { label: f('quantity'), align: 'right', value: (line) => `${sign}${line.quantity}` },
          { label: f('lotNumber'), value: (line) => line.lotNumber ?? '—' },
          { label: f('bestBeforeDate'), value: (line) => (line.bestBeforeDate ? formats.day(line.bestBeforeDate) : '—') },
          { label: f('serialNumber'), value: (line) => line.serialNumber ?? '—' },
        ]}
      />
    </DocumentCard>
  );
};

export default StockRegularizationView;
