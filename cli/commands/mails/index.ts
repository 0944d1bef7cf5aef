/**
 * `wareport mails [--to ADDRESS] [--last N]`: the latest mails of the built-in mail
 * middleware's outbox (GET /mails), each as its recipients, subject and text in its language
 * (and, when the server sends through an SMTP relay, whether it was sent);
 * --json prints them as the API answers. With the embedded engine the outbox can be read while
 * the server runs, without stopping it.
 */
import { readOutbox } from '../../../shared/api/mail';
import type { CliContext, GlobalOptions } from '../../lib/context';
import { CliError } from '../../lib/errors';
import { createReporter } from '../../lib/output';
import { openSession } from '../../lib/session';

export interface MailsOptions extends GlobalOptions {
  to?: string;
  last?: string;
}

export async function listMails(ctx: CliContext, options: MailsOptions): Promise<void> {
  const last = options.last === undefined ? 10 : Number(options.last);
  if (!Number.isInteger(last) || last < 1 || last > 200) throw CliError.usage(ctx.t('cli.mails.badLast', { value: String(options.last) }));
  const { api } = openSession(ctx, options);
  const answer = await readOutbox(api, { to: options.to, last });
  const reporter = createReporter(ctx, options);
  if (options.json) return reporter.data(JSON.stringify(answer, null, 2));
  if (!answer.mails.length) return reporter.data(ctx.t('cli.mails.none'));
  reporter.data(ctx.t(answer.relay ? 'cli.mails.headerRelay' : 'cli.mails.header'));
  for (const mail of answer.mails) {
    reporter.data('');
    // How far delivery got means something only when a relay sends the outbox.
    const state = answer.relay ? `  [${ctx.t(`cli.mails.state.${mail.deliveryState}`)}${mail.lastError ? `: ${mail.lastError}` : ''}]` : '';
    reporter.data(`${mail.createdAt}  ${mail.templateId}  → ${mail.to.join(', ')}${state}`);
    reporter.data(`${mail.subject}`);
    reporter.data(mail.text.replace(/^/gm, '    '));
  }
}
