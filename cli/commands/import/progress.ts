/**
 * The progress line: a bar with the rate and the time left on a terminal, a plain line per
 * chunk in a log.
 */
import type { Translator } from '../../lib/i18n';

const BAR_WIDTH = 24;

export function progressBar(t: Translator, done: number, total: number, seconds: number): string {
  const ratio = total ? done / total : 1;
  const filled = Math.round(ratio * BAR_WIDTH);
  const rate = seconds > 0 ? done / seconds : 0;
  const eta = rate > 0 ? Math.ceil((total - done) / rate) : null;
  return t('cli.import.bar', {
    bar: '█'.repeat(filled) + '░'.repeat(BAR_WIDTH - filled),
    done,
    total,
    percent: Math.floor(ratio * 100),
    rate: Math.round(rate),
    eta: eta === null ? '?' : eta,
  });
}
