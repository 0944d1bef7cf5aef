import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, useMediaQuery } from '@mui/material';
import type { Delivery } from '../../../shared/ordering/schemas';
import { useTranslate } from '../../shell/i18n/use-translate';

/** A delivery's products in its order's line order, a bundle's children named with their bundle; the line number from 767 px up. */
export const DeliveryProducts = ({ products }: { products: Delivery['products'] }) => {
  const translate = useTranslate();
  const isSmall = useMediaQuery('(max-width:767px)');
  return (
    <TableContainer sx={{ mb: 2 }}>
      <Table size="small" data-testid="delivery-products">
        <TableHead>
          <TableRow>
            {!isSmall && <TableCell>#</TableCell>}
            <TableCell>{translate('pages.orders.detail.product')}</TableCell>
            <TableCell align="right">{translate('pages.orders.detail.ordered')}</TableCell>
            <TableCell align="right">{translate('pages.orders.detail.delivered')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {products.map((line) => (
            <TableRow key={line.idCustomerOrderDeliveryProduct}>
              {!isSmall && <TableCell>{line.lineNumber}</TableCell>}
              <TableCell>
                <Typography variant="body2">{line.productName}</Typography>
                <Typography variant="caption" color="text.secondary" component="div">
                  {line.skuClient ?? line.sku}
                  {line.bundle && ` · ${translate('pages.orders.detail.partOf', { name: line.bundle.productName })}`}
                </Typography>
              </TableCell>
              <TableCell align="right">{line.orderedQuantity}</TableCell>
              <TableCell align="right">{line.deliveredQuantity}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
