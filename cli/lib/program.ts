/**
 * Commander set up the CLI's way, inherited by every command declared after it: parse errors
 * are thrown (not printed and exited on), help is written to the context's streams with
 * headings from the locale files, and actions receive typed options with the global ones merged.
 */
import type { Command } from 'commander';
import type { CliContext } from './context';
import { isLang, type Lang } from './i18n';
import { CliError } from './errors';

export function configureProgram(program: Command, ctx: CliContext): Command {
  const { t } = ctx;
  const titles: Record<string, string> = {
    'Usage:': t('cli.help.usage'),
    'Options:': t('cli.help.options'),
    'Arguments:': t('cli.help.arguments'),
    'Commands:': t('cli.help.commands'),
    'Global Options:': t('cli.help.globalOptions'),
  };
  return program
    .exitOverride()
    .configureOutput({
      writeOut: (text) => void ctx.io.stdout.write(text),
      writeErr: (text) => void ctx.io.stderr.write(text),
      // Parse errors are re-worded on one line by the top-level catch.
      outputError: () => {},
    })
    .configureHelp({ showGlobalOptions: true, styleTitle: (title) => titles[title] ?? title })
    .helpOption('-h, --help', t('cli.help.helpOption'))
    .helpCommand('help [command]', t('cli.help.helpCommand'));
}

/** Wraps a command's action: (ctx, options incl. globals, ...arguments). */
export function action<Options, Args extends string[]>(ctx: CliContext, run: (ctx: CliContext, options: Options, ...args: Args) => Promise<void>) {
  return async (...received: unknown[]) => {
    const command = received[received.length - 1] as Command;
    const args = received.slice(0, -2) as Args;
    await run(ctx, command.optsWithGlobals<Options & object>() as Options, ...args);
  };
}

export function parseLang(value: string, ctx: CliContext): Lang {
  if (!isLang(value)) throw CliError.usage(ctx.t('cli.errors.badLang', { value }));
  return value;
}
