import { Alert, Box, FormControlLabel, MenuItem, Switch, TextField, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import type { ImportKind } from '../../shared/imports/kinds';
import { ORDER_LAYOUTS, type OrderLayout } from '../../shared/imports/orders';
import { candidateLabel, type TargetStep, type TargetName } from '../../shared/imports/targets';
import { useTranslate } from '../shell/i18n/use-translate';
import { importPath } from './import-routes';

/** What to import (each kind has its own address) and where: a choice per target, in order. */
export const ImportTargetFields = ({
  kind,
  kinds,
  steps,
  onTarget,
}: {
  kind: ImportKind;
  kinds: ImportKind[];
  steps: TargetStep[] | null;
  onTarget(target: TargetName, id: string): void;
}) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
      <TextField
        select
        label={translate('bulkImport.file.kind')}
        value={kind}
        onChange={(event) => void navigate(importPath(event.target.value as ImportKind))}
      >
        {kinds.map((k) => (
          <MenuItem key={k} value={k}>
            {translate(`bulkImport.kinds.${k}`)}
          </MenuItem>
        ))}
      </TextField>
      {steps === null ? (
        <Typography color="text.secondary" sx={{ alignSelf: 'center' }}>
          {translate('bulkImport.file.loadingTargets')}
        </Typography>
      ) : (
        steps.map((step) =>
          step.candidates.length === 0 ? (
            <Alert key={step.target} severity="warning" sx={{ gridColumn: '1 / -1' }}>
              {translate(`bulkImport.targets.none.${step.target}`)}
            </Alert>
          ) : (
            <TextField
              key={step.target}
              select
              required
              label={translate(`bulkImport.targets.${step.target}`)}
              value={step.id ?? ''}
              onChange={(event) => onTarget(step.target, event.target.value)}
              slotProps={{ htmlInput: { name: step.target } }}
            >
              {step.candidates.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {candidateLabel(c)}
                </MenuItem>
              ))}
            </TextField>
          ),
        )
      )}
    </Box>
  );
};

/** The orders import's own choices: the file's layout and what to do short of stock. */
export interface OrderImportOptions {
  layout: OrderLayout;
  onLayout(layout: OrderLayout): void;
  saveBackorder: boolean;
  onSaveBackorder(value: boolean): void;
}

export const OrderImportChoices = ({ orders }: { orders: OrderImportOptions }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <TextField
        select
        label={translate('bulkImport.orders.layout')}
        value={orders.layout}
        onChange={(event) => orders.onLayout(event.target.value as OrderLayout)}
        slotProps={{ htmlInput: { name: 'layout' } }}
      >
        {ORDER_LAYOUTS.map((l) => (
          <MenuItem key={l} value={l}>
            {translate(`bulkImport.orders.layouts.${l}`)}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Switch checked={orders.saveBackorder} onChange={(event) => orders.onSaveBackorder(event.target.checked)} />}
        label={translate('bulkImport.orders.saveBackorder')}
      />
    </Box>
  );
};
