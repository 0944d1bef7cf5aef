import { useLocaleState, useNotify } from 'react-admin';
import { exportDialect, exportLang } from '../../../shared/imports/export-format';
import type { CustomerOrderListRequest } from '../../../shared/ordering/client';
import { customerOrderHeaderKeys, customerOrderPages, customerOrderRow, type ExportCell } from '../../../shared/imports/order-export';
import { ExportMenuButton } from '../../components/ExportMenuButton';
import { saveFile, tableBytes, type TableFormat } from '../../components/table-download';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSessionApi } from '../../shell/session/SessionProvider';

/**
 * What the browser holds in memory for one export, as the product list's export does; past it,
 * the user is told to narrow the view (the terminal's `wareport export customer-orders` has no cap).
 */
export const ORDER_EXPORT_LIMIT = 10_000;

/**
 * Exports the list as it is filtered, searched and sorted (every page of it, not only the one on
 * screen) as csv or xlsx, in the user's language (shared/imports/export-format.ts): a French user's
 * csv is the one French Excel opens (semicolons, BOM, decimal commas), statuses and types are named
 * in their language, and order dates are Paris time (date cells in xlsx).
 */
export const ExportOrdersButton = ({ request, onBehalfOf, disabled }: { request: CustomerOrderListRequest; onBehalfOf?: string; disabled?: boolean }) => {
  const translate = useTranslate();
  const api = useSessionApi();
  const notify = useNotify();
  const [locale] = useLocaleState();

  /** A status's or type's name in the user's language; none when the catalogue has no such key. */
  const named = (key: string) => translate(key, { _: '' }) || undefined;

  const run = async (format: TableFormat) => {
    const rows: ExportCell[][] = [];
    let total = 0;
    const { currentPage: _page, pageSize: _size, ...view } = request;
    for await (const page of customerOrderPages(api, view, { limit: ORDER_EXPORT_LIMIT, onBehalfOf })) {
      rows.push(...page.items.map((order) => customerOrderRow(order, named)));
      total = page.total;
    }
    const headers = customerOrderHeaderKeys().map((key) => translate(key));
    const name = translate('pages.orders.export.fileName');
    saveFile(`${name}.${format}`, format, await tableBytes([headers, ...rows], format, exportDialect(locale), name, exportLang(locale)));
    if (rows.length >= ORDER_EXPORT_LIMIT && total >= ORDER_EXPORT_LIMIT) {
      notify('pages.orders.export.capped', { type: 'warning', messageArgs: { limit: ORDER_EXPORT_LIMIT } });
    } else notify('pages.orders.export.done', { type: 'info', messageArgs: { smart_count: rows.length } });
  };

  return (
    <ExportMenuButton
      label={translate('pages.orders.export.button')}
      formats={[
        { format: 'csv', label: translate('pages.orders.export.csv') },
        { format: 'xlsx', label: translate('pages.orders.export.xlsx') },
      ]}
      onExport={run}
      disabled={disabled}
      menuId="orders-export-menu"
    />
  );
};
