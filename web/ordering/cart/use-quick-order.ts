import { useState } from 'react';
import { useNotify } from 'react-admin';
import { orderingClient } from '../../../shared/ordering/client';
import type { QuickOrderAnswer } from '../../../shared/ordering/schemas';
import { QUICK_ORDER_MAX_LINES, quickOrderLinesFromRows, quickOrderLinesFromText, type QuickOrderLine } from '../../../shared/rules/quick-order';
import { useNotifyError } from '../../components/use-notify-error';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSessionApi } from '../../shell/session/SessionProvider';
import { useCart, useCartReload } from '../common/use-cart';
import { QuickOrderFileProblem, readQuickOrderFile } from './read-quick-order-file';

/** The lines back as the pad writes them, so the refused ones can be corrected where they are. */
const asText = (lines: readonly { sku: string; quantity: string }[]) => lines.map((l) => `${l.sku} ${l.quantity}`.trim()).join('\n');

/**
 * The quick order pad's state: its text (or the lines read from a file, until it is typed in
 * again), a file read into it, and the lines sent to the cart; the server's answer and the pad's
 * problem, if any, for the page to show.
 */
export function useQuickOrder() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const api = useSessionApi();
  const reloadCart = useCartReload();
  const { data: cart, request } = useCart();
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

  const type = (typed: string) => {
    setText(typed);
    setFromFile(null);
  };
  return { text, type, fromFile, answer, problem, busy, readFile, submit };
}
export type QuickOrderPad = ReturnType<typeof useQuickOrder>;
