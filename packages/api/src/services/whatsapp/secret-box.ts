/**
 * Secrets the clinic stores (WhatsApp tokens, app secret) are encrypted at rest with AES-256-GCM.
 * The key is the operator's (`SECRETS_KEY`) or one the server generated into DATA_DIR
 * (apps/server config); every server sharing a database must use the same key. Without one
 * configured (tests, scripts) a key lives for the process only.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';
let key: Buffer | undefined;

/** A 32-byte key from any text (a passphrase or base64): its SHA-256. */
export function secretsKeyFromText(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

export function configureSecretsKey(next: Buffer): void {
  if (next.length !== 32) throw new Error('A chave de segredos precisa ter 32 bytes');
  key = next;
}

function currentKey(): Buffer {
  key ??= process.env.SECRETS_KEY ? secretsKeyFromText(process.env.SECRETS_KEY) : randomBytes(32);
  return key;
}

/** `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export function encryptSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', currentKey(), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

/** The secret, or null when there is none or it cannot be read with this key (a key changed). */
export function decryptSecret(stored: string | null): string | null {
  if (!stored) return null;
  const [version, iv, tag, data] = stored.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', currentKey(), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
