import { Autocomplete, Chip, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useInput } from 'react-admin';
import { eventTagSearch } from '../../../shared/planning/events';
import { callAction } from '../../../shared/registry/route-kinds';
import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSessionApi } from '../../shell/session/SessionProvider';

type Tag = { tagName: string };

/** An event's tags: the account's tags found as you type (from 1 character), or a new name on Enter. */
export const EventTagsInput = ({ disabled }: { disabled?: boolean }) => {
  const translate = useTranslate();
  const api = useSessionApi();
  const { field } = useInput<Tag[]>({ source: 'eventTags', defaultValue: [] });
  const [text, setText] = useState('');
  const { data = [] } = useQuery({
    queryKey: ['eventTagSearch', text],
    queryFn: () => callAction(api, eventTagSearch, { query: text }).then((a) => a.tags.map((t) => t.tagName)),
    enabled: text.trim().length > 0,
  });
  const value = ((field.value ?? []) as Tag[]).map((t) => t.tagName);
  return (
    <Autocomplete
      multiple
      freeSolo
      disabled={disabled}
      options={data}
      value={value}
      inputValue={text}
      onInputChange={(_e, v) => setText(v.slice(0, FIELD_LIMITS.label))}
      onChange={(_e, names) =>
        field.onChange(
          names
            .map((n) => n.trim())
            .filter((n, i, all) => n && all.findIndex((o) => o.toLowerCase() === n.toLowerCase()) === i)
            .map((tagName) => ({ tagName })),
        )
      }
      renderValue={(names, getItemProps) => names.map((name, index) => <Chip size="small" label={name} {...getItemProps({ index })} key={name} />)}
      renderInput={(params) => (
        <TextField {...params} label={translate('resources.events.fields.eventTags')} helperText={translate('resources.events.tagsHint')} />
      )}
      sx={{ maxWidth: 600 }}
    />
  );
};
