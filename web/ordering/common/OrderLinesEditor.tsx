import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton, Stack } from '@mui/material';
import type { ProductCard } from '../../../shared/ordering/catalog-schemas';
import { QuantityField } from '../../components/QuantityField';
import { useTranslate } from '../../shell/i18n/use-translate';
import { ProductPicker } from './ProductPicker';

export interface OrderLine {
  product: ProductCard | null;
  quantity: string;
}

export const NEW_ORDER_LINE: OrderLine = { product: null, quantity: '1' };

/** Lines of products and quantities typed one by one (the catalog search, the shared quantity field); at least one line stays. */
export const OrderLinesEditor = ({ lines, onChange }: { lines: OrderLine[]; onChange: (lines: OrderLine[]) => void }) => {
  const translate = useTranslate();
  const change = (index: number, line: Partial<OrderLine>) => onChange(lines.map((l, j) => (j === index ? { ...l, ...line } : l)));
  return (
    <>
      {lines.map((line, i) => (
        <Stack key={i} direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" data-testid="order-for-line">
          <ProductPicker label={translate('pages.orders.detail.product')} value={line.product} onChange={(product) => change(i, { product })} />
          <QuantityField
            label={translate('pages.orders.editDetails.quantity')}
            value={Number(line.quantity)}
            onCommit={(quantity) => change(i, { quantity: String(quantity) })}
          />
          <IconButton
            aria-label={translate('pages.orders.forBuyer.removeLine')}
            disabled={lines.length === 1}
            onClick={() => onChange(lines.filter((_l, j) => j !== i))}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => onChange([...lines, NEW_ORDER_LINE])}>
          {translate('pages.orders.forBuyer.addLine')}
        </Button>
      </Box>
    </>
  );
};
