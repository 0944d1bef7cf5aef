/**
 * Stock has one home: only server/stock/ writes stock lines or the ledger, so no change of stock
 * can skip its move. A new feature that moves stock (a receipt, an outbound order, a regulation...)
 * calls the module's operations; this test fails on one that writes the tables itself.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { expect, it } from 'vitest';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });

/** Writes through the query builder (`.insert(t.productStocks)`, `.update(stockMovements)`...) or in SQL text. */
const WRITES = [
  /\.(?:insert|update|delete)\(\s*(?:\w+\.)?(?:productStocks|stockMovements)\b/,
  /\b(?:insert\s+into|update|delete\s+from)\s+(?:"?public"?\.)?"?(?:product_stocks|stock_movements)\b/i,
  /\b(?:insert\s+into|update|delete\s+from)\s+\$\{\s*(?:\w+\.)?(?:productStocks|stockMovements)\s*\}/i,
];

it('only server/stock writes product_stocks and stock_movements', () => {
  const home = join('server', 'stock') + sep;
  const migrations = join('server', 'db', 'migrations') + sep;
  const offenders = files('server')
    .filter((file) => !file.startsWith(home) && !file.startsWith(migrations))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((text, i) => (WRITES.some((w) => w.test(text)) ? [`${file}:${i + 1}: ${text.trim()}`] : [])),
    );
  expect(offenders).toEqual([]);
});

it('recognises each way of writing them', () => {
  const samples = [
    'await tx.update(productStocks).set({ reservedQuantity: 1 })',
    'await tx.insert(t.productStocks).values(rows)',
    'await db.delete(stockMovements)',
    'sql`update product_stocks set reserved_quantity = 0`',
    'sql`insert into stock_movements (cause) values (1)`',
    'sql`update ${productStocks} set reserved_quantity = 0`',
    'INSERT INTO "public"."product_stocks" VALUES (1)',
  ];
  expect(samples.filter((s) => !WRITES.some((w) => w.test(s)))).toEqual([]);
  expect(WRITES.some((w) => w.test('.from(productStocks).where(eq(productStocks.idWarehouse, id))'))).toBe(false);
});
