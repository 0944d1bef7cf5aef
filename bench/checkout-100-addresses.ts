/**
 * A checkout to 100 addresses end to end through the API, on embedded PGlite and on a
 * throw-away PostgreSQL server: read the cart, add five products (one of them a bundle), save the
 * checkout with 100 addresses and a delivery date, attach a document, complete it into 100
 * orders. Timed from the first call to the answer of the completion; the 100 confirmation
 * e-mails are stored after the answer and timed apart. Target: <= 5 s.
 */
import { performance } from 'node:perf_hooks';
import { DEFAULT_DELIVERY_SETTINGS } from '../server/ordering/checkouts';
import { allowedDeliveryDates } from '../shared/rules/delivery-dates';
import { mailsFor, orderingFixture } from '../tests/support/ordering';
import { startPostgres, type TempPostgres } from '../tests/support/postgres';
import { startServer } from '../tests/support/server';

const ADDRESSES = 100;
const TARGET_MS = 5000;

async function run(engine: 'pglite' | 'postgres') {
  let pg: TempPostgres | undefined;
  if (engine === 'postgres') pg = await startPostgres();
  const server = await startServer({ databaseUrl: pg?.databaseUrl });
  try {
    const f = await orderingFixture(server);
    const simple = await Promise.all([1, 2, 3, 4].map(() => f.product(10_000)));
    const kit = await f.bundle([
      { idProduct: simple[0].idProduct, quantity: 2 },
      { idProduct: simple[1].idProduct, quantity: 1 },
    ]);
    const addresses = await f.addresses(ADDRESSES);
    const deliveryDate = allowedDeliveryDates(DEFAULT_DELIVERY_SETTINGS, new Date())[0];

    const started = performance.now();
    const cart = await f.ordering.getCart({ ...f.scope, type: 'WAREHOUSE' });
    for (const product of [...simple, kit]) await f.ordering.addCartItem(cart.idCart, { idProduct: product.idProduct, quantity: 3 });
    await f.ordering.saveCheckout(cart.idCart, {
      idShippingMethod: f.idShippingMethod,
      deliveryDate,
      shipToMultiple: true,
      selectedAddresses: addresses,
      orderReference: 'BENCH-100',
    });
    await f.ordering.saveDocuments(cart.idCart, [
      { document: Buffer.from('%PDF-1.4 bench').toString('base64'), documentName: 'Order form', documentFileName: 'form.pdf', fileType: 'application/pdf' },
    ]);
    const completeStarted = performance.now();
    const done = await f.ordering.complete(cart.idCart, 'WAREHOUSE');
    const finished = performance.now();
    if (done.orders.length !== ADDRESSES || done.failures.length)
      throw new Error(`expected ${ADDRESSES} orders, got ${done.orders.length} and ${done.failures.length} failures`);
    const numbers = new Set(done.orders.map((o) => o.orderNumber));
    const mails = await mailsFor(f.db, (p) => [...numbers].some((n) => p.includes(`"orderNumber":"${n}"`)), ADDRESSES, 60_000);
    const mailed = performance.now();

    const total = finished - started;
    console.log(
      `checkout to ${ADDRESSES} addresses [${engine}]: ${total.toFixed(0)} ms end to end (completion ${(finished - completeStarted).toFixed(0)} ms), ` +
        `${mails.length} e-mails stored ${(mailed - finished).toFixed(0)} ms after the answer; target <= ${TARGET_MS} ms: ${total <= TARGET_MS ? 'met' : 'MISSED'}`,
    );
    return total <= TARGET_MS;
  } finally {
    await server.close();
    pg?.stop();
  }
}

const met = [await run('pglite'), await run('postgres')];
process.exit(met.every(Boolean) ? 0 : 1);
