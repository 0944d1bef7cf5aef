/**
 * `wareport template <kind> [--output FILE]`: an empty import file whose headers are the field
 * labels in the chosen language (--lang), so it maps with no help when filled in.
 */
import { templateHeaders } from '../../../shared/imports/headers';
import { KINDS } from '../../../shared/imports/kinds';
import { orderKind } from '../../../shared/imports/orders';
import { DEFAULT_DIALECT, FRENCH_EXCEL_DIALECT } from '../../../shared/imports/error-file';
import type { CliContext, GlobalOptions } from '../../lib/context';
import { CliError } from '../../lib/errors';
import { createReporter } from '../../lib/output';
import { labelsOf, parseKind } from './index';
import { writeErrorFile } from './error-file';
import { formatOf } from './read';

export interface TemplateOptions extends GlobalOptions {
  output?: string;
  /** Orders: the column layout's template holds the order's own columns; the SKU columns are the user's. */
  layout?: string;
}

export async function writeTemplate(ctx: CliContext, options: TemplateOptions, kindName: string): Promise<void> {
  const { t } = ctx;
  const kind = parseKind(ctx, kindName);
  const file = options.output ?? `${kind}-template.xlsx`;
  const format = formatOf(file);
  if (!format) throw CliError.usage(t('cli.import.unknownFormat', { file }));
  if (options.layout !== undefined && options.layout !== 'line' && options.layout !== 'column') throw CliError.usage(t('cli.import.badLayout'));
  const description = kind === 'orders' && options.layout === 'column' ? orderKind({ layout: 'column', skuFrom: -1, skuTo: -1 }) : KINDS[kind];
  const headers = templateHeaders(description, labelsOf(kind)[t.lang]);
  // A French template is meant for French Excel: semicolons, with a BOM so accents read right.
  const dialect = t.lang === 'fr' ? FRENCH_EXCEL_DIALECT : DEFAULT_DIALECT;
  try {
    await writeHeaderOnly(file, format, dialect, headers);
  } catch (error) {
    throw CliError.file(t, 'cli.errors.cannotWrite', file, error);
  }
  createReporter(ctx, options).info(t('cli.template.written', { kind, file }));
}

const writeHeaderOnly = (file: string, format: 'csv' | 'xlsx', dialect: Parameters<typeof writeErrorFile>[2], headers: string[]) =>
  writeErrorFile(file, format, dialect, headers, null, []);
