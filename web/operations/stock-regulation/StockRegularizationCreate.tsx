import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Create, SelectInput, useDataProvider } from 'react-admin';
import { stockRegularizationProducts, stockRegularizationReasons, stockRegularizations } from '../../../shared/operations/stock-regularizations';
import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { stockLinePayload } from '../../../shared/rules/quantities';
import { LimitedTextInput } from '../../components/LimitedTextInput';
import { PortalForm } from '../../components/PortalForm';
import { SaveToolbar } from '../../components/SaveToolbar';
import { SessionAccountGate } from '../../components/SessionAccountGate';
import { validatorFor } from '../../components/zod-validator';
import { useTranslate } from '../../shell/i18n/use-translate';
import type { PortalDataProvider } from '../../shell/providers/data-provider';
import { type BoxProduct } from '../common/BoxProductInput';
import { ProductLinesInput } from '../common/ProductLinesInput';
import { reasonText } from './reasons';

const validate = validatorFor(stockRegularizations);

/** A regularization document: an active reason (by display order), a comment, and its lines under the spec's rules. */
export const StockRegularizationForm = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const seen = useRef(new Map<string, BoxProduct>()).current;
  const { data } = useQuery({
    queryKey: ['stockRegularizationReasons'],
    queryFn: () => dataProvider.runAction(stockRegularizationReasons),
    staleTime: Infinity,
  });
  const reasons = (data?.stockRegularizationReasons ?? []).map((r) => ({
    id: r.reasonCode,
    name: `${reasonText(translate, r.reasonCode)} (${translate(r.direction > 0 ? 'resources.stockRegularizations.in' : 'resources.stockRegularizations.out')})`,
  }));
  return (
    <PortalForm validate={validate} toolbar={<SaveToolbar />} defaultValues={{ products: [{ quantity: 1 }] }} sx={{ maxWidth: 900 }}>
      <SelectInput source="reasonCode" choices={reasons} />
      <LimitedTextInput source="comment" fullWidth multiline limit={FIELD_LIMITS.comment} />
      <ProductLinesInput resource="stockRegularizations" kind={stockRegularizationProducts} quantity="quantity" seen={seen} />
    </PortalForm>
  );
};

type Draft = { products?: { quantity: number; bestBeforeDate?: string | null }[] };

/** Saved, the document opens in its view; a best-before date goes only when it is a real date. */
export const StockRegularizationCreate = () => (
  <SessionAccountGate>
    <Create
      redirect={(_resource, id) => `box-management/stock-regulation/${String(id)}`}
      transform={(data: Draft) => ({ ...data, products: data.products?.map(stockLinePayload) })}
    >
      <StockRegularizationForm />
    </Create>
  </SessionAccountGate>
);

export default StockRegularizationCreate;
