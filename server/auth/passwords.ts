/** Password hashing with scrypt, a slow memory-hard KDF from Node's own crypto. */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))));

const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;

/**
 * For passwords the server generated itself (16 random characters of 94, about 100 bits): a slow
 * KDF protects guessable, person-chosen passwords; no cost factor changes the odds against 2^100
 * random guesses, so these are hashed 16 times faster. Bulk imports of thousands of users need
 * it; a password the user sets later gets the full cost again.
 */
const GENERATED_PARAMS = { N: 1024, r: 8, p: 1 };

/** Format: scrypt$N$r$p$salt$hash (base64), so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string, options: { generated?: boolean } = {}): Promise<string> {
  const params = options.generated ? GENERATED_PARAMS : PARAMS;
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt') return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, { N: +n, r: +r, p: +p });
  return timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash, or against a throw-away hash of the same cost when
 * there is none, so an unknown e-mail takes as long as a wrong password (no account probing by timing).
 */
export async function verifyPasswordEvenWithout(password: string, stored: string | null | undefined): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64'));
  const matches = await verifyPassword(password, stored ?? (await dummyHash));
  return matches && !!stored;
}
