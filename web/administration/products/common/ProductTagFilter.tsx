import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useInput } from 'react-admin';
import type { GroupAccount } from '../../common/group-account';
import { useTranslate } from '../../../shell/i18n/use-translate';
import { useTagSearch } from './use-tag-search';

/** The list's tag filter: type a few letters, pick a tag; the filter keeps its id. */
export const ProductTagFilter = ({ source, account }: { source: string; account: GroupAccount; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<{ idTag: string; tagName: string } | null>(null);
  const { data: found = [] } = useTagSearch(account, text);
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 200 }}
      options={found}
      value={picked && picked.idTag === field.value ? picked : null}
      getOptionLabel={(tag) => tag.tagName}
      isOptionEqualToValue={(a, b) => a.idTag === b.idTag}
      filterOptions={(options) => options}
      onInputChange={(_, value) => setText(value)}
      onChange={(_, tag) => {
        setPicked(tag);
        field.onChange(tag?.idTag ?? '');
      }}
      renderInput={(params) => <TextField {...params} label={translate('resources.products.fields.idTag')} variant="filled" />}
    />
  );
};
