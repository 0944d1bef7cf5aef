import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { orderingClient } from '../../../shared/ordering/client';
import type { ProductCard } from '../../../shared/ordering/catalog-schemas';
import { isSearchTermLongEnough } from '../../../shared/rules/search';
import { useSession, useSessionApi } from '../../shell/session/SessionProvider';

/** One product picker: the catalog search (the header's), from 3 characters. */
export const ProductPicker = ({ value, onChange, label }: { value: ProductCard | null; onChange: (product: ProductCard | null) => void; label: string }) => {
  const api = useSessionApi();
  const { scope } = useSession();
  const [text, setText] = useState('');
  const { data } = useQuery({
    queryKey: ['orderForBuyerSearch', scope.idClientAccount, scope.idWarehouse, text],
    queryFn: () => orderingClient(api).searchProducts(text.trim(), { idWarehouse: scope.idWarehouse ?? undefined, pageSize: 20 }),
    enabled: isSearchTermLongEnough(text),
  });
  return (
    <Autocomplete
      size="small"
      sx={{ flex: '3 1 240px' }}
      options={data?.items ?? []}
      value={value}
      filterOptions={(options) => options}
      getOptionLabel={(p) => `${p.sku} · ${p.productName}`}
      isOptionEqualToValue={(a, b) => a.idProduct === b.idProduct}
      onInputChange={(_e, next) => setText(next)}
      onChange={(_e, next) => onChange(next)}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
};
