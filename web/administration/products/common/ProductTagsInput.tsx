import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useInput } from 'react-admin';
import { FIELD_LIMITS, textLimitProblem } from '../../../../shared/rules/field-limits';
import type { GroupAccount } from '../../common/group-account';
import { messageText, useTranslate } from '../../../shell/i18n/use-translate';
import { useTagSearch } from './use-tag-search';

type Tag = { tagName: string };
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Tags, searched as you type among the account's; a name that is not there yet is added as typed
 * (Enter) and created by the save, in its transaction.
 */
export const ProductTagsInput = ({ account }: { account: GroupAccount }) => {
  const translate = useTranslate();
  const { field } = useInput({ source: 'productTags' });
  const [text, setText] = useState('');
  const { data: found = [] } = useTagSearch(account, text);
  const value: Tag[] = Array.isArray(field.value) ? field.value : [];
  const problem = textLimitProblem(text.trim(), FIELD_LIMITS.label);
  const options = found.map((t) => t.tagName).filter((name) => !value.some((v) => same(v.tagName, name)));
  return (
    <Autocomplete
      multiple
      freeSolo
      options={options}
      filterOptions={(names) => names}
      value={value.map((t) => t.tagName)}
      inputValue={text}
      onInputChange={(_, next) => setText(next)}
      onChange={(_, names) => {
        // A tag past the limit is not added (nothing is cut): the text stays, with the rule's message.
        if (names.some((n) => textLimitProblem(n.trim(), FIELD_LIMITS.label))) return;
        const unique = names.map((n) => n.trim()).filter((n, i, all) => n && all.findIndex((o) => same(o, n)) === i);
        field.onChange(unique.map((tagName) => ({ tagName })));
        setText('');
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('resources.products.tagSearch')}
          data-testid="product-tags"
          error={!!problem}
          helperText={problem ? messageText(translate, problem) : undefined}
        />
      )}
      sx={{ width: '100%' }}
    />
  );
};
