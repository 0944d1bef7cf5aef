import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Card, CardContent, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { orderingClient } from '../../../shared/ordering/client';
import type { QuickOrderAnswer } from '../../../shared/ordering/schemas';
import { QUICK_ORDER_MAX_LINES, quickOrderLinesFromRows, quickOrderLinesFromText, type QuickOrderLine } from '../../../shared/rules/quick-order';
import { PageTitle } from '../../components/PageTitle';
import { useNotifyError } from '../../components/use-notify-error';
import { QuickOrderFileProblem, readQuickOrderFile } from './read-quick-order-file';
import { messageText, useTranslate } from '../../shell/i18n/use-translate';
import { useSessionApi } from '../../shell/session/SessionProvider';
import { ActiveEventBanner } from '../../planning/events/ActiveEventBanner';
import { useCart, useCartReload } from '../common/use-cart';

/** The lines back as the pad writes them, so the refused ones can be corrected where they are. */
const asText = (lines: readonly { sku: string; quantity: string }[]) => lines.map((l) => `${l.sku} ${l.quantity}`.trim()).join('\n');

/**
 * /checkout/quick-order: a pad of "SKU quantity" lines (typed, pasted from a spreadsheet, or read
 * from a small csv or xlsx file by the imports' reader) that fills the cart. The server decides
 * every line by the cart's rules (shared/rules/quick-order.ts); the lines taken go into the cart,
 * the others stay in the pad, each with the reason it was refused.
 */
const QuickOrderPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const api = useSessionApi();
  const reloadCart = useCartReload();
  const { data: cart, request } = useCart();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  // Lines read from a file, until the pad is typed in again.
  const [fromFile, setFromFile] = useState<{ name: string; lines: QuickOrderLine[] } | null>(null);
  const [answer, setAnswer] = useState<QuickOrderAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const lines = fromFile?.lines ?? quickOrderLinesFromText(text);

  const readFile = async (file: File) => {
    setProblem(null);
    try {
      const read = quickOrderLinesFromRows(await readQuickOrderFile(file));
      setFromFile({ name: file.name, lines: read });
      setText(asText(read));
    } catch (error) {
      setFromFile(null);
      setProblem(
        error instanceof QuickOrderFileProblem
          ? translate(`pages.quickOrder.fileProblems.${error.key}`)
          : translate('pages.quickOrder.fileFailed', { message: error instanceof Error ? error.message : String(error) }),
      );
    }
  };

  const submit = async () => {
    if (!lines.length) {
      setProblem(translate('pages.quickOrder.noLines'));
      return;
    }
    if (lines.length > QUICK_ORDER_MAX_LINES) {
      setProblem(translate('pages.quickOrder.tooManyLines', { max: QUICK_ORDER_MAX_LINES }));
      return;
    }
    if (!request) {
      notify('pages.catalog.chooseWarehouse', { type: 'warning' });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const ordering = orderingClient(api);
      const current = cart ?? (await ordering.getCart(request));
      const decided = await ordering.quickOrder(current.idCart, lines);
      setAnswer(decided);
      // The refused lines stay in the pad to be corrected; the taken ones are in the cart.
      setFromFile(null);
      setText(asText(decided.refused));
      if (decided.taken.length) {
        reloadCart();
        notify('pages.quickOrder.taken', { type: 'info', messageArgs: { smart_count: decided.taken.length } });
      }
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ mt: 2, mb: 3, maxWidth: 900 }}>
      <PageTitle title="pages.quickOrder.title" />
      <ActiveEventBanner />
      <Card>
        <CardContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('pages.quickOrder.intro')}
          </Typography>
          <TextField
            label={translate('pages.quickOrder.lines')}
            multiline
            minRows={6}
            maxRows={16}
            fullWidth
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setFromFile(null);
            }}
            slotProps={{ htmlInput: { spellCheck: false, 'data-testid': 'quick-order-lines', style: { fontFamily: 'monospace' } } }}
            helperText={fromFile ? translate('pages.quickOrder.fileRead', { smart_count: fromFile.lines.length, name: fromFile.name }) : undefined}
          />
          {problem && (
            <Alert severity="error" sx={{ mt: 2 }} data-testid="quick-order-problem">
              {problem}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
            <Button variant="contained" disabled={busy} onClick={() => void submit()}>
              {translate('pages.quickOrder.submit')}
            </Button>
            <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={busy} onClick={() => fileInput.current?.click()}>
              {translate('pages.quickOrder.file')}
            </Button>
            <input
              ref={fileInput}
              type="file"
              hidden
              accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              data-testid="quick-order-file"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void readFile(file);
              }}
            />
          </Stack>
        </CardContent>
      </Card>
      {answer && (
        <Box sx={{ mt: 2 }} data-testid="quick-order-outcome">
          {answer.taken.length > 0 && (
            <Alert severity="success" sx={{ mb: 2 }} data-testid="quick-order-taken">
              {translate('pages.quickOrder.taken', { smart_count: answer.taken.length })}{' '}
              <Link component={RouterLink} to="/checkout/cart">
                {translate('pages.quickOrder.openCart')}
              </Link>
            </Alert>
          )}
          {answer.refused.length > 0 && (
            <Card variant="outlined" data-testid="quick-order-refused">
              <CardContent>
                <Typography variant="h6" component="h2">
                  {translate('pages.quickOrder.refused', { smart_count: answer.refused.length })}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {translate('pages.quickOrder.refusedHint')}
                </Typography>
                <Box sx={{ overflowX: 'auto' }}>
                  <Table size="small">
                    <TableHead>
                      <TableRow>
                        <TableCell>{translate('pages.quickOrder.line')}</TableCell>
                        <TableCell>{translate('pages.quickOrder.sku')}</TableCell>
                        <TableCell>{translate('pages.quickOrder.quantity')}</TableCell>
                        <TableCell>{translate('pages.quickOrder.reason')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {answer.refused.map((line) => (
                        <TableRow key={line.line} data-testid="quick-order-refused-line">
                          <TableCell>{line.line}</TableCell>
                          <TableCell sx={{ overflowWrap: 'anywhere' }}>{line.sku}</TableCell>
                          <TableCell>{line.quantity}</TableCell>
                          <TableCell>{messageText(translate, line.reason)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </Box>
              </CardContent>
            </Card>
          )}
        </Box>
      )}
    </Box>
  );
};
export default QuickOrderPage;
