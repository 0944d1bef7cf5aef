/**
 * What a CSV file is made of, guessed from its first bytes: the encoding (a UTF-8 BOM, valid
 * UTF-8, else Windows-1252, which French Excel writes) and the delimiter (French Excel writes
 * semicolons because the comma is its decimal mark). Pure functions over bytes: the browser and
 * the CLI each stream the file their own way and ask these.
 */
export type TextEncoding = 'utf-8' | 'windows-1252';

const UTF8_BOM = [0xef, 0xbb, 0xbf];

export interface EncodingGuess {
  encoding: TextEncoding;
  /** Bytes to skip at the start (the BOM). */
  bomLength: number;
}

export function detectEncoding(sample: Uint8Array): EncodingGuess {
  if (UTF8_BOM.every((byte, i) => sample[i] === byte)) return { encoding: 'utf-8', bomLength: 3 };
  // The sample may end inside a multi-byte character: leave its last 3 bytes out of the test.
  const body = sample.length > 3 ? sample.subarray(0, sample.length - 3) : sample;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(body);
    return { encoding: 'utf-8', bomLength: 0 };
  } catch {
    return { encoding: 'windows-1252', bomLength: 0 };
  }
}

const DELIMITERS = [';', ',', '\t', '|'] as const;

/** The delimiter found most often outside quotes in the first line; a comma when none is. */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best = ',';
  let most = 0;
  for (const [delimiter, count] of counts) {
    if (count > most) [best, most] = [delimiter, count];
  }
  return best;
}
