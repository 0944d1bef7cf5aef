import { AutocompleteInput } from 'react-admin';

/**
 * A line's product (`idProduct`), chosen among those the last search `found`; `kept`, the line's
 * current product, stays a choice whatever the next search finds. Only what the user types
 * searches (`onSearch`), not the chosen option's text put back in the field.
 */
export function ProductSearchInput<P extends { idProduct: string }>({
  label,
  found,
  kept,
  optionText,
  onSearch,
}: {
  label: string;
  found: P[];
  kept: P | undefined;
  optionText: (product: P) => string;
  onSearch: (text: string) => void;
}) {
  const choices = kept && !found.some((p) => p.idProduct === kept.idProduct) ? [kept, ...found] : found;
  return (
    <AutocompleteInput
      source="idProduct"
      label={label}
      choices={choices}
      optionValue="idProduct"
      optionText={optionText}
      onInputChange={(_, value, reason) => {
        if (reason === 'input') onSearch(value);
      }}
      filterToQuery={() => ({})}
      helperText={false}
      sx={{ minWidth: { xs: 220, sm: 320 } }}
    />
  );
}
