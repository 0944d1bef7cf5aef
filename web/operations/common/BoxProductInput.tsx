import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useDataProvider, useSimpleFormIteratorItem } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ActionKind } from '../../../shared/registry/route-kinds';
import type { PortalDataProvider } from '../../shell/providers/data-provider';
import { ProductSearchInput } from './ProductSearchInput';

export type BoxProduct = {
  idProduct: string;
  productName: string;
  sku: string;
  availableQuantity: number;
  unitWeight: number | null;
  unitVolume: number | null;
};
const productText = (p: BoxProduct) => `${p.productName} (${p.sku}) · ${p.availableQuantity}`;

/**
 * The product of a document's line, found by name or SKU among the box account's simple products
 * (with the box's available stock); every product seen is remembered in `seen`, so the form can
 * read the chosen ones' measures.
 */
export const BoxProductInput = ({ kind, source, label, seen }: { kind: ActionKind; source: string; label: string; seen: Map<string, BoxProduct> }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { index } = useSimpleFormIteratorItem();
  const [text, setText] = useState('');
  const { data } = useQuery({
    queryKey: [kind.name, text],
    queryFn: () => dataProvider.runAction(kind, {}, text ? { query: text } : {}) as Promise<{ products: BoxProduct[] }>,
  });
  const found = data?.products ?? [];
  for (const p of found) seen.set(p.idProduct, p);
  const chosen = useWatch({ name: `${source}.${index}.idProduct` }) as string | undefined;
  const kept = useRef<BoxProduct | undefined>(undefined);
  if (chosen && seen.has(chosen)) kept.current = seen.get(chosen);
  return <ProductSearchInput label={label} found={found} kept={kept.current} optionText={productText} onSearch={setText} />;
};
