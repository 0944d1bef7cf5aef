import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Card, CardContent, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { QuickOrderAnswer } from '../../../shared/ordering/schemas';
import { PageTitle } from '../../components/PageTitle';
import { messageText, useTranslate } from '../../shell/i18n/use-translate';
import { ActiveEventBanner } from '../../planning/events/ActiveEventBanner';
import { useQuickOrder, type QuickOrderPad } from './use-quick-order';

/**
 * /checkout/quick-order: a pad of "SKU quantity" lines (typed, pasted from a spreadsheet, or read
 * from a small csv or xlsx file by the imports' reader) that fills the cart. The server decides
 * every line by the cart's rules (shared/rules/quick-order.ts); the lines taken go into the cart,
 * the others stay in the pad, each with the reason it was refused.
 */
const QuickOrderPage = () => {
  const pad = useQuickOrder();
  return (
    <Box sx={{ mt: 2, mb: 3, maxWidth: 900 }}>
      <PageTitle title="pages.quickOrder.title" />
      <ActiveEventBanner />
      <PadCard pad={pad} />
      {pad.answer && <Outcome answer={pad.answer} />}
    </Box>
  );
};
export default QuickOrderPage;

/** The pad, its problem, and the buttons that send its lines or read a file into it. */
const PadCard = ({ pad }: { pad: QuickOrderPad }) => {
  const translate = useTranslate();
  const fileInput = useRef<HTMLInputElement>(null);
  return (
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
          value={pad.text}
          onChange={(e) => pad.type(e.target.value)}
          slotProps={{ htmlInput: { spellCheck: false, 'data-testid': 'quick-order-lines', style: { fontFamily: 'monospace' } } }}
          helperText={pad.fromFile ? translate('pages.quickOrder.fileRead', { smart_count: pad.fromFile.lines.length, name: pad.fromFile.name }) : undefined}
        />
        {pad.problem && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="quick-order-problem">
            {pad.problem}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
          <Button variant="contained" disabled={pad.busy} onClick={() => void pad.submit()}>
            {translate('pages.quickOrder.submit')}
          </Button>
          <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={pad.busy} onClick={() => fileInput.current?.click()}>
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
              if (file) void pad.readFile(file);
            }}
          />
        </Stack>
      </CardContent>
    </Card>
  );
};

/** What the server decided: how many lines went into the cart, and each refused line with its reason. */
const Outcome = ({ answer }: { answer: QuickOrderAnswer }) => {
  const translate = useTranslate();
  return (
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
            <RefusedLines refused={answer.refused} />
          </CardContent>
        </Card>
      )}
    </Box>
  );
};

/** The refused lines: their number in the pad, SKU, quantity and the reason in the reader's language. */
const RefusedLines = ({ refused }: { refused: QuickOrderAnswer['refused'] }) => {
  const translate = useTranslate();
  return (
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
          {refused.map((line) => (
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
  );
};
