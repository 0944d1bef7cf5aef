import { message, type Message } from './message';

export const PASSWORD_MIN_LENGTH = 8;
/** Beyond this, hashing a password would only serve to exhaust the server. */
export const PASSWORD_MAX_LENGTH = 256;
export const GENERATED_PASSWORD_LENGTH = 16;

export const PASSWORD_MESSAGES = {
  tooShort: 'validation.password.tooShort',
  tooLong: 'validation.password.tooLong',
  lowercase: 'validation.password.lowercase',
  uppercase: 'validation.password.uppercase',
  number: 'validation.password.number',
  special: 'validation.password.special',
  mismatch: 'validation.password.mismatch',
} as const;

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
/**
 * "Special character" = a printable ASCII symbol. Accented letters and spaces do not count: the
 * spec does not say they do, and reading them strictly never lets a weak password through.
 */
const SYMBOLS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

const hasAny = (text: string, chars: string) => [...text].some((c) => chars.includes(c));

/** Every rule the password breaks, in the order they are shown; empty when it is acceptable. */
export function passwordProblems(password: string): Message[] {
  const problems: Message[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) problems.push(message(PASSWORD_MESSAGES.tooShort, { min: PASSWORD_MIN_LENGTH }));
  if ([...password].length > PASSWORD_MAX_LENGTH) problems.push(message(PASSWORD_MESSAGES.tooLong, { max: PASSWORD_MAX_LENGTH }));
  if (!hasAny(password, LOWER)) problems.push(message(PASSWORD_MESSAGES.lowercase));
  if (!hasAny(password, UPPER)) problems.push(message(PASSWORD_MESSAGES.uppercase));
  if (!hasAny(password, DIGITS)) problems.push(message(PASSWORD_MESSAGES.number));
  if (!hasAny(password, SYMBOLS)) problems.push(message(PASSWORD_MESSAGES.special));
  return problems;
}

export const isPasswordAcceptable = (password: string) => passwordProblems(password).length === 0;

export const validatePasswordConfirmation = (password: string, confirmation: string): Message | null =>
  password === confirmation ? null : message(PASSWORD_MESSAGES.mismatch);

type RandomSource = Pick<Crypto, 'getRandomValues'>;

/** A uniform integer in [0, bound), by rejection sampling so no character is favoured. */
function randomBelow(bound: number, random: RandomSource): number {
  const limit = Math.floor(0x1_0000_0000 / bound) * bound;
  const buffer = new Uint32Array(1);
  for (;;) {
    random.getRandomValues(buffer);
    if (buffer[0] < limit) return buffer[0] % bound;
  }
}

const pick = (chars: string, random: RandomSource) => chars[randomBelow(chars.length, random)];

/**
 * A 16-character password for bulk-imported users: one character of each class first (so the
 * password rule always holds), the rest from all classes, then shuffled (Fisher-Yates) so the
 * guaranteed characters are not always in front.
 */
export function generatePassword(random: RandomSource = globalThis.crypto): string {
  const all = LOWER + UPPER + DIGITS + SYMBOLS;
  const chars = [LOWER, UPPER, DIGITS, SYMBOLS].map((set) => pick(set, random));
  while (chars.length < GENERATED_PASSWORD_LENGTH) chars.push(pick(all, random));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomBelow(i + 1, random);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
