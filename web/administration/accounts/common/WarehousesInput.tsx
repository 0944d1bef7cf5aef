import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Typography } from '@mui/material';
import { LimitedTextInput } from '../../../components/LimitedTextInput';
import { useQuery } from '@tanstack/react-query';
import { ArrayInput, RemoveItemButton, SelectInput, SimpleFormIterator, useDataProvider, useSimpleFormIterator } from 'react-admin';
import { useTranslate } from '../../../shell/i18n/use-translate';
import { useWatch } from 'react-hook-form';
import { FIELD_LIMITS } from '../../../../shared/rules/field-limits';
import type { PortalDataProvider } from '../../../shell/providers/data-provider';
import { SectionHeading } from '../../../components/SectionHeading';

/** The account's two codes in the warehouse management system: the same field, the same limit. */
const WMS_CODES = ['accountWMS', 'wmsProductFamilyCode'] as const;

/** Labelled at every width (react-admin's own add button is an icon only). */
const AddWarehouseButton = () => {
  const translate = useTranslate();
  const { add } = useSimpleFormIterator();
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add({ idWarehouse: null, accountWMS: '', wmsProductFamilyCode: '' })}>
      {translate('resources.accounts.addWarehouse')}
    </Button>
  );
};

/**
 * The warehouses the account uses, picked among every warehouse (GET /warehouses/all), each with
 * the account's codes in the warehouse management system. The form holds the wanted list; the
 * save turns it into deletions and creations.
 */
export const WarehousesInput = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const rows = useWatch({ name: 'clientAccountWarehouses' }) as unknown[] | undefined;
  const { data, isPending, error } = useQuery({
    queryKey: ['warehouses', 'all'],
    queryFn: () => dataProvider.getAllWarehouses(),
  });
  const choices = (data ?? []).map((w) => ({
    id: w.idWarehouse,
    name: `${w.warehouseName} (${translate(`resources.accounts.warehouseTypes.${w.warehouseType}`, { _: w.warehouseType })})`,
  }));
  return (
    <Box component="section" aria-labelledby="account-warehouses-title" sx={{ width: '100%', mt: 3 }}>
      <SectionHeading
        id="account-warehouses-title"
        title={translate('resources.accounts.sections.warehouses')}
        hint={translate('resources.accounts.warehousesHint')}
      />
      {error ? (
        <Alert severity="error" sx={{ my: 1 }}>
          {translate('resources.accounts.warehousesUnavailable', { message: error.message })}
        </Alert>
      ) : null}
      {!rows?.length ? (
        <Typography variant="body2" sx={{ mt: 1, fontStyle: 'italic' }}>
          {translate('resources.accounts.noWarehouses')}
        </Typography>
      ) : null}
      <ArrayInput source="clientAccountWarehouses" label={false} helperText={false}>
        <SimpleFormIterator
          inline
          disableReordering
          disableClear
          addButton={<AddWarehouseButton />}
          removeButton={<RemoveItemButton label="resources.accounts.removeWarehouse" />}
          sx={{
            '& .RaSimpleFormIterator-inline': { columnGap: 2, flexWrap: 'wrap' },
            // Each warehouse with its codes reads as one block, also when its fields stack on phones.
            '& .RaSimpleFormIterator-line': { border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, pt: 1, mb: 1 },
            '& > ul > li:last-child': { borderBottom: 1, borderColor: 'divider' },
            // Always shown, not on hover only: removing a warehouse must be discoverable.
            '& .RaSimpleFormIterator-action': { visibility: 'visible', mt: 1.5 },
          }}
        >
          <SelectInput
            source="idWarehouse"
            label="resources.accountWarehouses.fields.idWarehouse"
            choices={choices}
            isPending={isPending}
            helperText={false}
            sx={{ width: { xs: '100%', sm: 320 } }}
          />
          {WMS_CODES.map((source) => (
            <LimitedTextInput
              key={source}
              source={source}
              label={`resources.accountWarehouses.fields.${source}`}
              limit={FIELD_LIMITS.wmsCode}
              helperText={false}
              sx={{ width: { xs: '100%', sm: 220 } }}
            />
          ))}
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
};
