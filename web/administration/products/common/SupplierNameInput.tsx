import { AutocompleteInput, useRecordContext } from 'react-admin';

/**
 * The product's supplier, chosen among the account's suppliers. The product keeps the supplier's
 * name as before; a name stored earlier that is no longer in the list stays a choice until changed.
 */
export const SupplierNameInput = ({ suppliers }: { suppliers: readonly { supplierName: string }[] }) => {
  const stored = useRecordContext<{ supplier?: string | null }>()?.supplier;
  const names = suppliers.map((s) => s.supplierName);
  if (stored && !names.includes(stored)) names.unshift(stored);
  return <AutocompleteInput source="supplier" choices={names.map((name) => ({ id: name, name }))} />;
};
