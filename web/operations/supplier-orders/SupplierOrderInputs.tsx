import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { AutocompleteInput, useDataProvider, useSimpleFormIteratorItem } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { supplierOrderProducts, supplierOrderSuppliers } from '../../../shared/operations/supplier-orders';
import type { PortalDataProvider } from '../../shell/providers/data-provider';
import { useSession } from '../../shell/session/SessionProvider';
import { ProductSearchInput } from '../common/ProductSearchInput';

const wide = { minWidth: { xs: 220, sm: 320 } };

/** The supplier of the order, among the account's enabled suppliers. */
export const SupplierInput = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const idClientAccount = useSession().scope.idClientAccount ?? '';
  const { data } = useQuery({
    queryKey: ['supplierOrderSuppliers', idClientAccount],
    queryFn: () => dataProvider.runAction(supplierOrderSuppliers, { idClientAccount }),
    enabled: !!idClientAccount,
  });
  return (
    <AutocompleteInput
      source="idClientAccountSupplier"
      choices={data?.suppliers ?? []}
      optionValue="idClientAccountSupplier"
      optionText="supplierName"
      sx={wide}
    />
  );
};

type Product = { idProduct: string; productName: string; sku: string };
const productText = (p: Product) => `${p.productName} (${p.sku})`;

/** The product of a line, found by name or SKU among the account's simple products; a saved line keeps its own. */
export const LineProductInput = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const idClientAccount = useSession().scope.idClientAccount ?? '';
  const { index } = useSimpleFormIteratorItem();
  const { getValues } = useFormContext();
  const [text, setText] = useState('');
  const { data } = useQuery({
    queryKey: ['supplierOrderProducts', idClientAccount, text],
    queryFn: () => dataProvider.runAction(supplierOrderProducts, { idClientAccount }, text ? { query: text } : {}),
    enabled: !!idClientAccount,
  });
  // Every product seen, so the chosen one stays a choice whatever the next search finds.
  const seen = useRef(new Map<string, Product>());
  const saved = getValues(`lines.${index}`) as Partial<Product> | undefined;
  if (saved?.idProduct && saved.productName && saved.sku) seen.current.set(saved.idProduct, saved as Product);
  const found: Product[] = data?.products ?? [];
  for (const p of found) seen.current.set(p.idProduct, p);
  const chosen = useWatch({ name: `lines.${index}.idProduct` }) as string | undefined;
  const kept = chosen ? seen.current.get(chosen) : undefined;
  return <ProductSearchInput label="resources.supplierOrders.fields.idProduct" found={found} kept={kept} optionText={productText} onSearch={setText} />;
};
