import { Alert, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { ApiError } from '../../../shared/api/api-error';
import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { correctWarehouseStock, stockCorrectionInput } from '../../../shared/operations/warehouse-stock';
import { sendAction } from '../../../shared/registry/route-kinds';
import { correctionDelta, STOCK_CORRECTION_REASONS, type StockCorrectionMode } from '../../../shared/rules/stock-corrections';
import type { StockLevel } from '../../../shared/reports/stock-report';
import { FormDialog } from '../../components/RecordDialog';
import { useNotifyError } from '../../components/use-notify-error';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSessionApi } from '../../shell/session/SessionProvider';

type Target = { idClientAccount: string; idWarehouse: string };

/**
 * The correction being typed (the mode, the quantity, reason and comment), the count it leads to,
 * and its save: checked by the shared schema first, each field's error kept, then sent.
 */
function useStockCorrection(line: StockLevel, target: Target, onDone: () => void) {
  const api = useSessionApi();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [mode, setMode] = useState<StockCorrectionMode>('set');
  const [quantity, setQuantity] = useState(String(line.physicalQuantity));
  const [reasonCode, setReasonCode] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const number = quantity.trim() === '' ? Number.NaN : Number(quantity.replace(',', '.'));
  const after = Number.isFinite(number) ? line.physicalQuantity + correctionDelta(mode, number, line.physicalQuantity) : null;

  const save = async () => {
    const body = { mode, quantity: number, reasonCode, comment };
    const parsed = stockCorrectionInput.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await sendAction(api, correctWarehouseStock, parsed.data, { ...target, idProduct: line.idProduct });
      notify('operations.stock.corrected', { type: 'info' });
      onDone();
    } catch (error) {
      const fields = (error as ApiError).errors ?? {};
      if (Object.keys(fields).length) setErrors(fields);
      else notifyError(error);
    } finally {
      setSaving(false);
    }
  };
  /** Another mode starts from the current count (set) or from nothing (adjust). */
  const switchMode = (value: StockCorrectionMode) => {
    setMode(value);
    setQuantity(value === 'set' ? String(line.physicalQuantity) : '');
  };
  return { mode, switchMode, quantity, setQuantity, reasonCode, setReasonCode, comment, setComment, errors, saving, after, save };
}

/**
 * Corrects one product's physical stock: the new count or the units found (+) or missing (-), a
 * reason and a comment. The server refuses what would go below the reserved units; the rules are
 * the shared schema's, checked here first so each field says what is wrong.
 */
export const StockCorrectionDialog = ({ line, target, onClose, onDone }: { line: StockLevel; target: Target; onClose(): void; onDone(): void }) => {
  const translate = useTranslate();
  const { mode, quantity, reasonCode, comment, errors, saving, after, ...correction } = useStockCorrection(line, target, onDone);
  const fieldError = (field: string) => (errors[field] ? translate(errors[field], { max: FIELD_LIMITS.comment, _: errors[field] }) : undefined);

  return (
    <FormDialog
      onClose={onClose}
      titleId="stock-correction-title"
      title={translate('operations.stock.correctTitle', { product: line.productName })}
      maxWidth="sm"
      action={{ label: translate('operations.stock.save'), onClick: () => void correction.save(), disabled: saving, testId: 'correction-save' }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('operations.stock.current', { sku: line.sku, physical: line.physicalQuantity, reserved: line.reservedQuantity })}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={mode}
          onChange={(_event, value: StockCorrectionMode | null) => {
            if (value) correction.switchMode(value);
          }}
          aria-label={translate('operations.stock.mode')}
        >
          <ToggleButton value="set">{translate('operations.stock.modes.set')}</ToggleButton>
          <ToggleButton value="adjust">{translate('operations.stock.modes.adjust')}</ToggleButton>
        </ToggleButtonGroup>
        <TextField
          label={translate(mode === 'set' ? 'operations.stock.newQuantity' : 'operations.stock.adjustment')}
          value={quantity}
          onChange={(e) => correction.setQuantity(e.target.value)}
          error={Boolean(errors.quantity)}
          helperText={fieldError('quantity') ?? (after !== null ? translate('operations.stock.after', { physical: after }) : ' ')}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'correction-quantity' } }}
          autoFocus
        />
        <TextField
          select
          label={translate('operations.stock.reason')}
          value={reasonCode}
          onChange={(e) => correction.setReasonCode(e.target.value)}
          error={Boolean(errors.reasonCode)}
          helperText={fieldError('reasonCode')}
          slotProps={{ htmlInput: { 'data-testid': 'correction-reason' } }}
          required
        >
          {STOCK_CORRECTION_REASONS.map((reason) => (
            <MenuItem key={reason} value={reason}>
              {translate(`operations.stock.reasons.${reason}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={translate('operations.stock.comment')}
          value={comment}
          onChange={(e) => correction.setComment(e.target.value)}
          error={Boolean(errors.comment)}
          helperText={fieldError('comment') ?? `${comment.length} / ${FIELD_LIMITS.comment}`}
          slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.comment, 'data-testid': 'correction-comment' } }}
          multiline
          minRows={2}
          required
        />
        {after !== null && after < line.reservedQuantity && <Alert severity="warning">{translate('operations.stock.belowReserved')}</Alert>}
      </Stack>
    </FormDialog>
  );
};
