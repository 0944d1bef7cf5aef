/**
 * The `wareport` command: declarations only. Each command lives in commands/<name>/ (its action
 * and typed options in index.ts, its questions in prompts.ts; `template`, which writes an empty
 * import file, is the import command's template.ts); lib/run.ts runs the program inside the one
 * top-level catch.
 */
import { Command, Option } from 'commander';
import pkg from '../package.json' with { type: 'json' };
import { exportableNames, exportResource, parseFormat, writeExport, type ExportOptions } from './commands/export';
import { chooseOwnAccount } from './commands/export/account';
import { askFormat } from './commands/export/prompts';
import { REPORT_NAMES, runReport, type ReportOptions } from './commands/report';
import { importFile, type ImportOptions } from './commands/import';
import { login, type LoginOptions } from './commands/login';
import { logout, type LogoutOptions } from './commands/logout';
import { writeTemplate, type TemplateOptions } from './commands/import/template';
import { whoami, type WhoamiOptions } from './commands/whoami';
import { maintenance, type MaintenanceOptions } from './commands/maintenance';
import { listMails, type MailsOptions } from './commands/mails';
import { IMPORT_KINDS } from '../shared/imports/kinds';
import type { CliContext } from './lib/context';
import { action, configureProgram, parseLang } from './lib/program';
import { run } from './lib/run';
import { DEFAULT_API_URL, parseApiUrl } from './lib/session';

export function createProgram(ctx: CliContext): Command {
  const { t } = ctx;
  const program = configureProgram(new Command('wareport'), ctx)
    .description(t('cli.program.description'))
    .version(pkg.version, '-V, --version', t('cli.help.version'))
    .option('--api-url <url>', t('cli.options.apiUrl', { default: DEFAULT_API_URL }), (value) => parseApiUrl(value, t))
    .option('--token <token>', t('cli.options.token'))
    .option('--json', t('cli.options.json'))
    .option('-q, --quiet', t('cli.options.quiet'))
    .option('--lang <lang>', t('cli.options.lang'), (value) => parseLang(value, ctx));

  declareSessionCommands(program, ctx);
  declareExportCommand(program, ctx);
  declareImportCommands(program, ctx);
  declareReportCommand(program, ctx);
  return program;
}

/** Signing in and out, who one is, the maintenance switch and the mails sent. */
function declareSessionCommands(program: Command, ctx: CliContext) {
  const { t } = ctx;
  program
    .command('login')
    .description(t('cli.commands.login.description'))
    .option('--email <email>', t('cli.commands.login.email'))
    .addOption(new Option('--password <password>', t('cli.commands.login.password')).conflicts('passwordStdin'))
    .option('--password-stdin', t('cli.commands.login.passwordStdin'))
    .action(action<LoginOptions, []>(ctx, login));

  program.command('logout').description(t('cli.commands.logout.description')).action(action<LogoutOptions, []>(ctx, logout));

  program.command('whoami').description(t('cli.commands.whoami.description')).action(action<WhoamiOptions, []>(ctx, whoami));

  program
    .command('maintenance')
    .description(t('cli.commands.maintenance.description'))
    .argument('[state]', t('cli.commands.maintenance.state'))
    .action(action<MaintenanceOptions, [string]>(ctx, maintenance));

  program
    .command('mails')
    .description(t('cli.commands.mails.description'))
    .option('--to <address>', t('cli.commands.mails.to'))
    .option('--last <count>', t('cli.commands.mails.last'))
    .action(action<MailsOptions, []>(ctx, listMails));
}

function declareExportCommand(program: Command, ctx: CliContext) {
  const { t } = ctx;
  program
    .command('export')
    .description(t('cli.commands.export.description'))
    .argument('<resource>', t('cli.commands.export.resource', { resources: exportableNames().join(', ') }))
    .option('-f, --format <format>', t('cli.commands.export.format'), (value) => parseFormat(value, ctx))
    .option('-o, --output <file>', t('cli.commands.export.output'))
    .option('--client <client>', t('cli.commands.export.client'))
    .option('--account <account>', t('cli.commands.export.account'))
    .option('--user <email>', t('cli.commands.export.user'))
    .option('--all-buyers', t('cli.commands.export.allBuyers'))
    .option('--box <box>', t('cli.commands.export.box'))
    .action(action<ExportOptions, [string]>(ctx, exportResource));
}

/** Importing a file, and writing an empty one to fill in. */
function declareImportCommands(program: Command, ctx: CliContext) {
  const { t } = ctx;
  const kinds = IMPORT_KINDS.join(', ');
  program
    .command('import')
    .description(t('cli.commands.import.description'))
    .argument('<kind>', t('cli.commands.import.kind', { kinds }))
    .argument('<file>', t('cli.commands.import.file'))
    .option('--sheet <sheet>', t('cli.commands.import.sheet'))
    .option('--map <mapping>', t('cli.commands.import.map'))
    .option('--dry-run', t('cli.commands.import.dryRun'))
    .option('--error-file <file>', t('cli.commands.import.errorFile'))
    .option('--resume', t('cli.commands.import.resume'))
    .option('--all-or-nothing', t('cli.commands.import.allOrNothing'))
    .option('--client <client>', t('cli.commands.import.client'))
    .option('--account <account>', t('cli.commands.import.account'))
    .option('--role <role>', t('cli.commands.import.role'))
    .option('--language <language>', t('cli.commands.import.language'))
    .option('--address-book <book>', t('cli.commands.import.addressBook'))
    .option('--warehouse <warehouse>', t('cli.commands.import.warehouse'))
    .option('--shipping-method <method>', t('cli.commands.import.shippingMethod'))
    .option('--layout <layout>', t('cli.commands.import.layout'))
    .option('--sku-from <column>', t('cli.commands.import.skuFrom'))
    .option('--sku-to <column>', t('cli.commands.import.skuTo'))
    .option('--save-backorder', t('cli.commands.import.saveBackorder'))
    .action(action<ImportOptions, [string, string]>(ctx, importFile));

  program
    .command('template')
    .description(t('cli.commands.template.description'))
    .argument('<kind>', t('cli.commands.template.kind', { kinds }))
    .option('-o, --output <file>', t('cli.commands.template.output'))
    .option('--layout <layout>', t('cli.commands.import.layout'))
    .action(action<TemplateOptions, [string]>(ctx, writeTemplate));
}

function declareReportCommand(program: Command, ctx: CliContext) {
  const { t } = ctx;
  program
    .command('report')
    .description(t('cli.commands.report.description'))
    .argument('<report>', t('cli.commands.report.report', { reports: REPORT_NAMES.join(', ') }))
    .option('--date <date>', t('cli.commands.report.date'))
    .option('--from <date>', t('cli.commands.report.from'))
    .option('--warehouse <warehouse>', t('cli.commands.report.warehouse'))
    .option('--box <box>', t('cli.commands.report.box'))
    .option('--search <text>', t('cli.commands.report.search'))
    .option('--stock-filter <filter>', t('cli.commands.report.stockFilter'))
    .option('--status <status>', t('cli.commands.report.status'))
    .option('-f, --format <format>', t('cli.commands.export.format'), (value) => parseFormat(value, ctx))
    .option('-o, --output <file>', t('cli.commands.export.output'))
    .option('--client <client>', t('cli.commands.export.client'))
    .option('--account <account>', t('cli.commands.export.account'))
    .action(
      action<ReportOptions, [string]>(ctx, (ctx, options, name) =>
        // The report borrows the export's account choice and writer (the program joins the two commands).
        runReport(ctx, options, name, { chooseAccount: chooseOwnAccount, askFormat, write: writeExport }),
      ),
    );
}

export const main = (argv: readonly string[] = process.argv) => run(createProgram, argv);
