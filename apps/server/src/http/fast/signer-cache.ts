/**
 * Cookie values whose signature was checked, and their session id: an HMAC per request was 2% of a
 * short read's time, and @fastify/session asks for two (unsign the cookie, then sign the id again
 * for its Session). Only correctly signed values are kept, i.e. the same answer the signer gives
 * every time (with one secret, sign(id) is exactly the cookie that verified); whether the session
 * still lives is decided by the store on every request regardless.
 *
 * Replaces: handing @fastify/session the plain Signer (what FAST_PATHS=off does).
 */
import type { Signer } from '@fastify/cookie';

const VERIFIED_MAX = 10_000;

export type SignerLike = Pick<Signer, 'sign' | 'unsign'>;

export function memoizedSigner(signer: Signer): SignerLike {
  const idOf = new Map<string, string>();
  const cookieOf = new Map<string, string>();
  return {
    sign: (value) => cookieOf.get(value) ?? signer.sign(value),
    unsign(input) {
      const known = idOf.get(input);
      if (known !== undefined) return { valid: true, renew: false, value: known };
      const result = signer.unsign(input);
      if (result.valid && result.value !== null) {
        if (idOf.size >= VERIFIED_MAX) {
          idOf.clear();
          cookieOf.clear();
        }
        idOf.set(input, result.value);
        cookieOf.set(result.value, input);
      }
      return result;
    },
  };
}
