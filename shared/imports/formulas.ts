/**
 * Formula injection ("CSV injection", OWASP): a text cell that starts with =, +, -, @, a tab or a
 * carriage return is run as a formula by Excel or LibreOffice when a csv is opened, or when an
 * xlsx cell is edited (`=1+cmd|' /C calc'!A0` starts a program). Every csv and xlsx the portal
 * and the CLI write passes its text cells through `neutraliseFormula`, which puts a single quote
 * in front, as OWASP advises; numbers, booleans and dates are typed cells and stay as they are.
 *
 * Reading a file back (the imports, CLI and browser) undoes it with `restoreFormula`, so an
 * export imported unchanged is the data it came from. The two are exact inverses on any text:
 * text that already starts with quotes before a trigger (`'=x`) gets one more quote on the way
 * out (`''=x`) and loses one on the way in. The one reading that is a choice: a file typed by
 * hand whose cell really starts with a quote before a trigger (`'+33 1`) reads without that first
 * quote. Spreadsheets use that leading quote to mean "text, not a formula" themselves (Excel keeps
 * it out of the value), so it is the reading people expect.
 */
import type { SheetSource } from './engine';
import type { Cell } from './rows';

const NEEDS_QUOTE = /^'*[=+\-@\t\r]/;
const QUOTED = /^'+[=+\-@\t\r]/;

export const neutraliseFormula = (text: string): string => (NEEDS_QUOTE.test(text) ? `'${text}` : text);

export const restoreFormula = (text: string): string => (QUOTED.test(text) ? text.slice(1) : text);

/** A cell as a writer puts it in a file: text neutralised, typed cells as they are. */
export const neutralCell = <T extends Cell>(cell: T): T => (typeof cell === 'string' ? (neutraliseFormula(cell) as T) : cell);

/** A cell as an import reads it: a neutralised text cell back to its text. */
export const restoredCell = <T extends Cell | undefined>(cell: T): T => (typeof cell === 'string' ? (restoreFormula(cell) as T) : cell);

/** A sheet as an import reads it: headers and cells with neutralised text restored. */
export function restoredSheet<S extends SheetSource>(sheet: S): S {
  const rows = sheet.rows;
  return {
    ...sheet,
    headers: sheet.headers.map(restoreFormula),
    rows: (async function* () {
      for await (const row of rows) yield { row: row.row, cells: row.cells.map(restoredCell) };
    })(),
  };
}
