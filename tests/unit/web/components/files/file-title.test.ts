import { describe, expect, it } from 'vitest';
import { titleOf } from '../../../../../web/components/files/file-title';
import { MAX_FILE_NAME_LENGTH } from '../../../../../shared/rules/file-upload';

describe('the title a chosen file starts with', () => {
  it('is its name without the last extension', () => {
    expect(titleOf('bon-de-commande.pdf')).toBe('bon-de-commande');
    expect(titleOf('archive.tar.gz')).toBe('archive.tar');
    expect(titleOf('plan')).toBe('plan');
  });

  it('keeps a name that is only an extension, and holds to the 50-character limit counting characters', () => {
    expect(MAX_FILE_NAME_LENGTH).toBe(50);
    expect(titleOf('.env')).toBe('.env');
    const long = `${'é'.repeat(60)}.png`;
    expect(titleOf(long)).toBe('é'.repeat(50));
  });
});
