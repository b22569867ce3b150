import { hash, verify } from '@node-rs/argon2';
import { serverTexts } from '@marketplace/domain';
import { invalid } from './errors';
import { isCommonPassword } from './common-passwords';

// DESIGN "API decisions": argon2id hashing (the @node-rs/argon2 default algorithm, with its
// default memory and time costs), passwords 6 to 128 characters (the contract checks the length)
// and not among common passwords.

export function assertAcceptablePassword(password: string): void {
  if (isCommonPassword(password)) throw invalid(serverTexts.apiAuth.commonPassword);
}

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verifying against a throwaway hash when the account does not exist keeps the answer time the same,
// so timing does not tell which emails are registered.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  dummyHash ??= hash('nepostojeci-nalog-lozinka');
  try {
    return await verify(passwordHash ?? (await dummyHash), password);
  } catch {
    // A malformed stored hash is treated as a wrong password rather than a server error.
    return false;
  }
}
