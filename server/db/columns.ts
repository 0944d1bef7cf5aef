import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * Some of a table's columns, to spread into a select or a returning clause:
 * `select({ ...pickColumns(users, 'idUser', 'email'), accountName: clientAccounts.accountName })`
 * says which columns a query reads in one line instead of one `name: table.name` line each.
 */
export function pickColumns<T extends Table, K extends keyof T['_']['columns'] & string>(table: T, ...names: K[]): Pick<T['_']['columns'], K> {
  const columns = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, columns[name]])) as Pick<T['_']['columns'], K>;
}
