import { ArrayInput, SimpleFormIterator, TextInput } from 'react-admin';
import { PortalDateInput } from '../../components/PortalDateInput';
import { QuantityInput } from '../../components/QuantityInput';
import type { ActionKind } from '../../../shared/registry/route-kinds';
import { BoxProductInput, type BoxProduct } from './BoxProductInput';

/**
 * The product lines of a box document (an outbound order, a stock regularization), one per row:
 * the product among the box's (`kind`), its quantity (`quantity`, at least 1), lot, best-before
 * date and serial number, labelled from `resources.<resource>`.
 */
export const ProductLinesInput = ({
  resource,
  kind,
  quantity,
  seen,
}: {
  resource: 'outboundOrders' | 'stockRegularizations';
  kind: ActionKind;
  quantity: 'orderedQuantity' | 'quantity';
  seen: Map<string, BoxProduct>;
}) => (
  <ArrayInput source="products" label={`resources.${resource}.lines`}>
    <SimpleFormIterator inline disableReordering>
      <BoxProductInput kind={kind} source="products" label={`resources.${resource}.fields.idProduct`} seen={seen} />
      <QuantityInput source={quantity} label={`resources.${resource}.fields.${quantity}`} />
      <TextInput source="lotNumber" label={`resources.${resource}.fields.lotNumber`} helperText={false} sx={{ width: 150 }} />
      <PortalDateInput source="bestBeforeDate" label={`resources.${resource}.fields.bestBeforeDate`} helperText={false} />
      <TextInput source="serialNumber" label={`resources.${resource}.fields.serialNumber`} helperText={false} sx={{ width: 150 }} />
    </SimpleFormIterator>
  </ArrayInput>
);
