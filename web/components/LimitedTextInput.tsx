import { TextInput, useWrappedSource, type TextInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useTranslate } from '../shell/i18n/use-translate';
import { LimitHelperText } from './LimitHelperText';

/**
 * A text input with a limit of the field-limit table (shared/rules/field-limits.ts): it shows
 * how many characters are used out of the limit and never cuts what is typed or pasted (no
 * native maxLength). Going past the limit is refused by the form's shared rule, with its message.
 */
export const LimitedTextInput = ({ limit, helperText, ...props }: TextInputProps & { limit: number }) => {
  const translate = useTranslate();
  const value: unknown = useWatch({ name: useWrappedSource(props.source) });
  const used = typeof value === 'string' ? value.length : 0;
  const over = used > limit;
  const hint = typeof helperText === 'string' && helperText ? translate(helperText, { _: helperText, max: limit }) : null;
  return <TextInput {...props} helperText={helperText === false && !over ? false : <LimitHelperText text={hint} used={used} limit={limit} />} />;
};
