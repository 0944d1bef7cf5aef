import { describe, expect, it } from 'vitest';
import { csvBytes } from '../../../../shared/imports/error-file';

describe('error files in the code page a French Excel file was read in (Windows-1252)', () => {
  const bytes = (text: string) => [...csvBytes([[text]], { delimiter: ',', encoding: 'windows-1252', bom: false })];

  it('writes the narrow no-break space of French messages as the no-break space the code page has, not as "?"', () => {
    expect(bytes('Mo\u202f; au plus\u00a0:')).toEqual([...Buffer.from('Mo\u00a0; au plus\u00a0:\r\n', 'latin1')]);
  });

  it('writes the typographic apostrophe, quotes, dashes and the euro in the code page’s own bytes', () => {
    expect(bytes('l’adresse “é” – 5 €')).toEqual([
      0x6c,
      0x92,
      ...Buffer.from('adresse ', 'latin1'),
      0x93,
      0xe9,
      0x94,
      0x20,
      0x96,
      ...Buffer.from(' 5 ', 'latin1'),
      0x80,
      0x0d,
      0x0a,
    ]);
  });
});
