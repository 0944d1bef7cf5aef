/**
 * `wareport import supplier-orders` of a 5,000-line French Excel file (1,000 supplier orders of 5
 * lines over 50 products, French headers and words: "Référence de commande", "Fournisseur",
 * "Priorité" Haute, "Date attendue" as a date cell) through the real `wareport` process and the
 * API into PostgreSQL. Prints the wall-clock time of the whole process (reading the file, checking
 * every row, the batch calls and the orders written) and its peak memory (VmHWM); then the same
 * file again, where every order is recognised by its reference and nothing is written.
 * Target: <= 3 s end to end.
 */
import { join } from 'node:path';
import { count, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { products, supplierOrderLines, supplierOrders, suppliers } from '../server/db/schema';
import { describeRun, withImportBench } from './support/cli-import-run';

const ORDERS = 1000;
const LINES = 5;
const PRODUCTS = 50;
const TARGET_SECONDS = 3;

await withImportBench('supplier-orders', async ({ db, dir, account, warehouse, run }) => {
  const skus = Array.from({ length: PRODUCTS }, (_, i) => `BENCH-${String(i + 1).padStart(3, '0')}`);
  await db
    .insert(products)
    .values(skus.map((sku) => ({ idClientAccount: account.idClientAccount, type: 'SIMPLE' as const, sku, productName: `Bench ${sku}`, priceSell: 9.9 })));
  const names = ['Cire & Mèche Bench', 'Verrerie Bench', 'Lumière Bench'];
  await db.insert(suppliers).values(names.map((supplierName) => ({ idClientAccount: account.idClientAccount, supplierName })));

  const file = join(dir, 'commandes-fournisseur.xlsx');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true });
  const sheet = workbook.addWorksheet('Commandes');
  sheet.addRow(['Référence de commande', 'Fournisseur', 'SKU', 'Quantité', 'Type de commande', 'Priorité', 'Date attendue', 'Commentaire']).commit();
  const expected = new Date(Date.UTC(2031, 2, 14));
  for (let o = 1; o <= ORDERS; o++)
    for (let l = 0; l < LINES; l++)
      sheet
        .addRow([
          `BENCH-SO-${o}`,
          names[o % names.length],
          skus[(o + l * 7) % PRODUCTS],
          1 + ((o + l) % 40),
          'Fournisseur',
          'Haute',
          expected,
          'Import de test',
        ])
        .commit();
  sheet.commit();
  await workbook.commit();

  const args = ['--lang', 'fr', 'import', 'supplier-orders', file, '--account', 'Boutiques France', '--warehouse', warehouse.warehouseName];
  const first = await run(args);
  const [{ created }] = await db.select({ created: count() }).from(supplierOrders).where(like(supplierOrders.orderReference, 'BENCH-SO-%'));
  const [{ lines }] = await db
    .select({ lines: count() })
    .from(supplierOrderLines)
    .innerJoin(supplierOrders, eq(supplierOrders.idSupplierOrder, supplierOrderLines.idSupplierOrder))
    .where(like(supplierOrders.orderReference, 'BENCH-SO-%'));
  if (created !== ORDERS || lines !== ORDERS * LINES)
    throw new Error(`expected ${ORDERS} orders of ${LINES} lines, found ${created} orders and ${lines} lines`);
  console.log(
    `${ORDERS * LINES} supplier-order lines (${created} orders of ${LINES} lines, French xlsx) into postgres, end to end (target ${TARGET_SECONDS} s): ${describeRun(first)}`,
  );
  console.log(`  same file again (every order recognised, nothing written): ${describeRun(await run(args))}`);
  if (first.seconds > TARGET_SECONDS) process.exitCode = 1;
});
