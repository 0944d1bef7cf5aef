import { describe, expect, it } from 'vitest';
import { progressBar } from '../../../../../cli/commands/import/progress';
import { createTranslator } from '../../../../../cli/lib/i18n';

describe('the import progress bar', () => {
  it('shows the share done, the rate and the time left', () => {
    expect(progressBar(createTranslator('en'), 1250, 5000, 2.5)).toBe(`${'█'.repeat(6)}${'░'.repeat(18)} 1250/5000 25% · 500 rows/s · 8 s left`);
    expect(progressBar(createTranslator('fr'), 5000, 5000, 4)).toBe(`${'█'.repeat(24)} 5000/5000 100 % · 1250 lignes/s · reste 0 s`);
    expect(progressBar(createTranslator('en'), 0, 10, 0)).toContain('0 rows/s · ? s left');
  });
});
