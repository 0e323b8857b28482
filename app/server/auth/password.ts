import { hash, verify } from '@node-rs/argon2';

/** Hashes a password with argon2id (the library's default algorithm) and its default costs. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a stored hash (unknown email) it still spends
 * the time of one verification, so response times do not tell which emails have accounts.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash('lectern-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
