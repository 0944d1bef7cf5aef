/**
 * The account form's values and rules: the account's own fields (shared accountInput), its
 * warehouses (shared accountWarehouseInput, each warehouse once) and its features, turned into
 * what the shared saveAccount takes.
 */
import { z } from 'zod';
import { ACCOUNT_FEATURES, accountInput, accountWarehouseInput, DEFAULT_LANGUAGE, type AccountFeature } from '../../../../shared/administration/accounts';
import type { AccountForm } from '../../../../shared/administration/accounts-save';
import { GENERIC_MESSAGES } from '../../../../shared/rules/message';
import { zodValidator, type FormErrors } from '../../../components/zod-validator';

export interface WarehouseRow {
  idWarehouse: string | null;
  accountWMS?: string | null;
  wmsProductFamilyCode?: string | null;
}

export interface FeatureValue {
  feature: AccountFeature;
  isSelected: boolean;
}

export interface AccountFormValues {
  idClient: string | null;
  accountCode: string;
  accountName: string;
  cultureLanguageCode: string;
  clientAccountWarehouses: WarehouseRow[];
  clientAccountFeatures: FeatureValue[];
}

/** A new account: no warehouse, no feature, the default language. */
export const newAccountValues = (idClient: string | null = null): AccountFormValues => ({
  idClient,
  accountCode: '',
  accountName: '',
  cultureLanguageCode: DEFAULT_LANGUAGE,
  clientAccountWarehouses: [],
  clientAccountFeatures: ACCOUNT_FEATURES.map((feature) => ({ feature, isSelected: false })),
});

export const isSelected = (features: readonly FeatureValue[] | null | undefined, feature: AccountFeature) =>
  !!features?.some((f) => f.feature === feature && f.isSelected);

/** Every feature, in the catalogue's order, with one of them ticked or unticked. */
export const withFeature = (features: readonly FeatureValue[] | null | undefined, feature: AccountFeature, selected: boolean): FeatureValue[] =>
  ACCOUNT_FEATURES.map((f) => ({ feature: f, isSelected: f === feature ? selected : isSelected(features, f) }));

/** An empty code is no code: the save compares codes with the stored ones, where it is null. */
const blankToNull = (value: string | null | undefined) => (value == null || value.trim() === '' ? null : value.trim());

/** What saveAccount takes. Rows where no warehouse was chosen yet are left out (validation stops them first). */
export function toAccountForm(values: AccountFormValues): AccountForm {
  return {
    idClient: values.idClient ?? '',
    accountCode: values.accountCode.trim(),
    accountName: values.accountName.trim(),
    cultureLanguageCode: values.cultureLanguageCode,
    clientAccountWarehouses: values.clientAccountWarehouses
      .filter((row): row is WarehouseRow & { idWarehouse: string } => !!row.idWarehouse)
      .map((row) => ({ idWarehouse: row.idWarehouse, accountWMS: blankToNull(row.accountWMS), wmsProductFamilyCode: blankToNull(row.wmsProductFamilyCode) })),
    clientAccountFeatures: ACCOUNT_FEATURES.map((feature) => ({ feature, isSelected: isSelected(values.clientAccountFeatures, feature) })),
  };
}

const accountFormSchema = z.object({
  idClient: z.uuid(GENERIC_MESSAGES.required),
  accountCode: accountInput.shape.accountCode,
  accountName: accountInput.shape.accountName,
  cultureLanguageCode: accountInput.shape.cultureLanguageCode,
  clientAccountWarehouses: z.array(
    z.object({
      idWarehouse: z.uuid(GENERIC_MESSAGES.required),
      accountWMS: accountWarehouseInput.shape.accountWMS,
      wmsProductFamilyCode: accountWarehouseInput.shape.wmsProductFamilyCode,
    }),
  ),
});

const validateFlat = zodValidator(accountFormSchema);

type NestedErrors = { [key: string]: NestedErrors | NestedErrors[] | FormErrors[string] };

/**
 * Errors shaped like the values ("clientAccountWarehouses.1.idWarehouse" becomes
 * clientAccountWarehouses[1].idWarehouse), the shape react-admin's ArrayInput reads per row.
 */
export function nestErrors<E>(flat: Record<string, E>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(flat)) {
    const parts = path.split('.');
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        node[part] = error;
        return;
      }
      node[part] ??= /^\d+$/.test(parts[i + 1]) ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return fillRows(root) as Record<string, unknown>;
}

/** Rows without errors are empty objects, not holes, for code that walks every row. */
const fillRows = (node: unknown): unknown =>
  Array.isArray(node)
    ? Array.from(node, (row) => fillRows(row ?? {}))
    : node && typeof node === 'object' && !('message' in node)
      ? Object.fromEntries(Object.entries(node).map(([k, v]) => [k, fillRows(v)]))
      : node;

/** Each warehouse once: the rows repeating one get the error (checked apart: zod skips it while a row is incomplete). */
function duplicateWarehouses(rows: readonly WarehouseRow[]): FormErrors {
  const errors: FormErrors = {};
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    if (!row.idWarehouse) return;
    if (seen.has(row.idWarehouse)) errors[`clientAccountWarehouses.${index}.idWarehouse`] = { message: GENERIC_MESSAGES.duplicate, args: {} };
    seen.add(row.idWarehouse);
  });
  return errors;
}

export const validateAccount = (values: AccountFormValues) =>
  nestErrors({ ...duplicateWarehouses(values.clientAccountWarehouses ?? []), ...validateFlat(values) }) as NestedErrors;
