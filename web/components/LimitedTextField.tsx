import { TextField, type TextFieldProps } from '@mui/material';
import type { ReactNode } from 'react';
import { GENERIC_MESSAGES, message, type Message } from '../../shared/rules/message';
import { messageText, useTranslate } from '../shell/i18n/use-translate';
import { LimitHelperText } from './LimitHelperText';

/**
 * `LimitedTextInput` outside a react-admin input (a title in a list of files, a field saved on
 * its own): the counter "used / limit", nothing cut (no native maxLength), and the rule's
 * message in place of the hint while the value is refused. The caller's rule decides; the
 * counter counts characters as the shared rules do (code points, not UTF-16 units). Without a
 * rule of its own, a value past the limit gets the generic 'too long' message; `serverError` is
 * the server's answer for the field, shown while the value itself is within the limit.
 */
export const LimitedTextField = ({
  limit,
  problem,
  hint,
  serverError,
  value,
  ...props
}: Omit<TextFieldProps, 'error' | 'helperText' | 'value'> & {
  limit: number;
  problem?: Message | null;
  hint?: ReactNode;
  serverError?: string;
  value: string;
}) => {
  const translate = useTranslate();
  const used = [...value].length;
  const over = used > limit;
  const refused = problem !== undefined ? problem : over ? message(GENERIC_MESSAGES.tooLong, { max: limit }) : null;
  const shown = refused ? messageText(translate, refused) : serverError;
  return <TextField {...props} value={value} error={!!shown} helperText={<LimitHelperText text={shown ?? hint} used={used} limit={limit} />} />;
};
