import { Box, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Title, useNotify } from 'react-admin';
import { BackLink } from '../../components/BackLink';
import { useNotifyError } from '../../components/use-notify-error';
import type { WebKey } from '../../shell/i18n/use-translate';
import { Field } from './Field';

/**
 * The read-only view of a stock document (supplier, work, inbound and outbound orders, stock
 * regularizations): the way back to its list at the top (BackLink), its name and status, its
 * labelled fields, its comment, then what the document shows below (lines, actions), and its
 * status history in a card of its own. `after` holds what sits outside the cards: dialogs.
 */
export const DocumentCard = ({
  title,
  back,
  status,
  fields,
  comment,
  children,
  history,
  after,
}: {
  title: string;
  back: { to: string; label: WebKey };
  status: ReactNode;
  fields: [label: string, value: ReactNode][];
  comment: string | null;
  children?: ReactNode;
  history?: ReactNode;
  after?: ReactNode;
}) => (
  <Box sx={{ mt: 2 }}>
    <Title title={title} />
    <BackLink to={back.to} label={back.label} />
    <Card>
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h6" component="h2" sx={{ mr: 1 }}>
            {title}
          </Typography>
          {status}
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
          {fields.map(([label, value]) => (
            <Field key={label} label={label}>
              {value}
            </Field>
          ))}
        </Stack>
        {comment ? <Typography sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>{comment}</Typography> : null}
        {children}
      </CardContent>
    </Card>
    {history ? <Box sx={{ mt: 2 }}>{history}</Box> : null}
    {after}
  </Box>
);

/** A document line's product, as every box document names it. */
export interface ProductLine {
  productName: string;
  sku: string;
}

/** A box line's lot, best-before date and serial number (each may be missing). */
export interface LotFields {
  lotNumber: string | null;
  bestBeforeDate: string | null;
  serialNumber: string | null;
}

export interface LineColumn<Line> {
  label: string;
  align?: 'right';
  value: (line: Line) => ReactNode;
}

/**
 * A document's lines: the product (its name, then its SKU and whatever `detail` adds in small
 * print) and the columns given, scrolling sideways on a narrow screen.
 */
export function LinesTable<Line extends ProductLine>({
  testId,
  lines,
  rowKey,
  rowTestId,
  productLabel,
  detail,
  columns,
}: {
  testId: string;
  lines: Line[];
  rowKey: (line: Line) => string;
  rowTestId?: (line: Line) => string;
  productLabel: string;
  detail?: (line: Line) => string;
  columns: LineColumn<Line>[];
}) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>
            <TableCell>{productLabel}</TableCell>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.align}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={rowKey(line)} data-testid={rowTestId?.(line)}>
              <TableCell>
                {line.productName}
                <Typography variant="caption" color="text.secondary" component="div">
                  {[line.sku, detail?.(line)].filter(Boolean).join(' · ')}
                </Typography>
              </TableCell>
              {columns.map((column) => (
                <TableCell key={column.label} align={column.align}>
                  {column.value(line)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * One call that changes a document (cancel, complete, receive a line): `saving` while it runs,
 * the `done` notification and a fresh read when it succeeds, the server's refusal shown when it
 * does not. Answers whether it succeeded.
 */
export function useDocumentAction(refetch: () => Promise<unknown>) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [saving, setSaving] = useState(false);
  const run = async (action: () => Promise<unknown>, done: WebKey) => {
    setSaving(true);
    try {
      await action();
      notify(done, { type: 'info' });
      await refetch();
      return true;
    } catch (error) {
      notifyError(error);
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { saving, run };
}

/** A box line's lot, best-before date and serial number, those it has, in small print. */
export const lotDetail = (line: LotFields, day: (value: string) => string) =>
  [line.lotNumber, line.bestBeforeDate ? day(line.bestBeforeDate) : null, line.serialNumber].filter(Boolean).join(' · ');
