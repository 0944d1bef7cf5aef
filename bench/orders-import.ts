/**
 * A 5,000-row customer-order import (xlsx, line layout: 1,000 orders of 5 lines over 50 products
 * and 100 delivery addresses) through the real `wareport` process and the API into PostgreSQL.
 * Prints the wall-clock time of the whole process (reading the file, checking every row, the
 * batch calls, stock reservation and the orders written) and its peak memory (VmHWM); then the
 * same file again, where every order is recognised by its reference and nothing is written.
 * Targets: <= 2 s end to end, <= 250 MB.
 */
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { addressBookAddresses, addressBooks, customerOrders, products } from '../server/db/schema';
import { openStock } from '../server/stock/stock';
import { describeRun, withImportBench } from './support/cli-import-run';

const ORDERS = 1000;
const LINES = 5;
const PRODUCTS = 50;
const ADDRESSES = 100;

await withImportBench('orders', async ({ db, dir, account, warehouse, run }) => {
  const skus = Array.from({ length: PRODUCTS }, (_, i) => `BENCH-${String(i + 1).padStart(3, '0')}`);
  const created = await db
    .insert(products)
    .values(skus.map((sku) => ({ idClientAccount: account.idClientAccount, type: 'SIMPLE' as const, sku, productName: `Bench ${sku}`, priceSell: 9.9 })))
    .returning();
  await openStock(
    db,
    created.map((p) => ({ idProduct: p.idProduct, idWarehouse: warehouse.idWarehouse, physical: 1_000_000 })),
  );
  const [book] = await db.insert(addressBooks).values({ idClientAccount: account.idClientAccount, addressBookName: 'Bench shops' }).returning();
  await db.insert(addressBookAddresses).values(
    Array.from({ length: ADDRESSES }, (_, i) => ({
      idAddressBook: book.idAddressBook,
      reference: `SHOP-${i + 1}`,
      addressName: `Shop ${i + 1}`,
      address1: `${i + 1} rue de la Paix`,
      zipCode: '75002',
      city: 'Paris',
      countryISO2: 'FR',
    })),
  );

  const file = join(dir, 'orders.xlsx');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true });
  const sheet = workbook.addWorksheet('Orders');
  sheet.addRow(['Order reference', 'Address reference', 'SKU', 'Quantity', 'PO number', 'Order comment']).commit();
  for (let o = 1; o <= ORDERS; o++)
    for (let l = 0; l < LINES; l++)
      sheet.addRow([`BENCH-ORDER-${o}`, `SHOP-${(o % ADDRESSES) + 1}`, skus[(o + l * 7) % PRODUCTS], 1 + ((o + l) % 4), `PO-${o}`, 'Bench import']).commit();
  sheet.commit();
  await workbook.commit();

  const args = ['import', 'orders', file, '--account', 'Boutiques France', '--shipping-method', 'Standard 48 h', '--address-book', 'Bench shops'];
  const first = await run(args);
  const [{ placed }] = await db.select({ placed: count() }).from(customerOrders).where(eq(customerOrders.orderComment, 'Bench import'));
  console.log(`${ORDERS * LINES} order rows (${placed} orders of ${LINES} lines, xlsx) into postgres, end to end (targets 2 s, 250 MB): ${describeRun(first)}`);
  console.log(`  same file again (every order recognised, nothing written): ${describeRun(await run(args))}`);
});
