import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An unguessable opaque token (refresh tokens, banking tokens, challenge ids, XSRF tokens). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens and codes are stored only as hashes, so a copy of the database does not sign anyone in. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** Six digits, leading zeros kept. */
export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function isoIn(seconds: number, from = Date.now()): string {
  return new Date(from + seconds * 1000).toISOString();
}
