import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, Box, InputAdornment, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { filledFromLookup, lookupAddresses, type AddressLookupResult } from '../../../shared/administration/address-lookup';
import { ADDRESS_SEARCH_DEBOUNCE_MS, isAddressSearchLongEnough } from '../../../shared/rules/address';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSession, useSessionApi } from '../../shell/session/SessionProvider';
import { addressOnOneLine } from '../../../shared/rules/address';

/** The text typed, once it has stayed the same for the spec's 800 ms. */
function useSettled(text: string) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ADDRESS_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * The address group's search (spec part 3, section 5), above the fields it fills: from 3
 * characters, 800 ms after the last key, in the form's country. No external address service is
 * configured, so it searches the addresses saved where the user may read them (their own book
 * and the account's books, GET /userinfo/addresslookup) and says so; the fields below stay open
 * for manual entry. A chosen result fills street, second line, post code, city and country,
 * transliterated as the spec asks.
 */
export const AddressLookup = ({ disabled }: { disabled?: boolean }) => {
  const translate = useTranslate();
  const api = useSessionApi();
  const notify = useNotify();
  const { scope } = useSession();
  const { setValue } = useFormContext();
  const country = useWatch({ name: 'countryISO2' }) as string | null;
  const [text, setText] = useState('');
  const settled = useSettled(text);
  const ready = isAddressSearchLongEnough(settled) && settled === text;
  const { data, isFetching } = useQuery({
    queryKey: ['addressLookup', scope.idClientAccount, country, settled.trim()],
    queryFn: () =>
      lookupAddresses(api, { search: settled.trim(), countryISO2: country || undefined, idClientAccount: scope.idClientAccount ?? undefined }).catch(
        (error: unknown) => {
          // A failed lookup is only logged (spec part 3, section 8): the fields below still take the address by hand.
          console.error('Address lookup failed', error);
          return { source: 'savedAddresses' as const, items: [] };
        },
      ),
    enabled: !disabled && isAddressSearchLongEnough(settled),
    staleTime: 30_000,
    retry: false,
  });
  const options = ready ? (data?.items ?? []) : [];
  const noOptionsText = translate(
    !isAddressSearchLongEnough(text)
      ? 'resources.myAddresses.lookup.tooShort'
      : !ready || isFetching
        ? 'resources.myAddresses.lookup.searching'
        : 'resources.myAddresses.lookup.noResults',
  );

  const choose = (result: AddressLookupResult | null) => {
    if (!result) return;
    const filled = filledFromLookup(result);
    // The results are in the form's country, or the form has none yet: setting it empties nothing.
    for (const [field, value] of Object.entries(filled)) setValue(field, value, { shouldDirty: true, shouldValidate: true });
    setText('');
    notify('resources.myAddresses.lookup.filled', { type: 'info', messageArgs: { addressName: result.addressName } });
  };

  if (disabled) return null;
  return (
    <Box sx={{ mb: 2 }} data-testid="address-lookup">
      <Autocomplete
        size="small"
        options={options}
        value={null}
        inputValue={text}
        filterOptions={(all) => all}
        forcePopupIcon={false}
        getOptionLabel={(a) => addressOnOneLine(a)}
        isOptionEqualToValue={(a, b) => a.idAddressBookAddress === b.idAddressBookAddress}
        loading={isFetching}
        loadingText={translate('resources.myAddresses.lookup.searching')}
        noOptionsText={noOptionsText}
        onInputChange={(_e, next, reason) => {
          if (reason !== 'reset') setText(next);
        }}
        onChange={(_e, next) => choose(next)}
        renderOption={({ key, ...props }, a) => (
          <Box component="li" key={key} {...props}>
            <Box>
              <Typography variant="body2">{addressOnOneLine(a)}</Typography>
              <Typography variant="caption" color="text.secondary">
                {a.addressName} · {a.addressBookName ?? translate('resources.myAddresses.lookup.ownBook')}
              </Typography>
            </Box>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('resources.myAddresses.lookup.label')}
            placeholder={translate('resources.myAddresses.lookup.placeholder')}
            helperText={translate('resources.myAddresses.lookup.savedOnly')}
            InputProps={{
              ...params.InputProps,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            }}
          />
        )}
      />
    </Box>
  );
};
