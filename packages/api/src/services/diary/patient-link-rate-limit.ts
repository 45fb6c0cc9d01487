/**
 * The patient links' rate limit (issue #26): each request on /api/public/{token}/… counts once for
 * its token and once for its address, in fixed windows kept in this process's memory (a restart
 * forgets them, which only ever lets a patient in sooner). Past either limit: 429 in Portuguese with
 * Retry-After. A diary of 3 days is some 30 events; the limits leave a patient far more than that.
 */
import { AppError } from '../../errors';

export const PATIENT_LINK_LIMITS = {
  windowMs: 10 * 60_000,
  perToken: 60,
  perAddress: 200,
};

interface Window {
  count: number;
  resetAt: number;
}

const windows = new Map<string, Window>();
/** Past this many keys the expired windows are swept (an address spraying tokens cannot grow it for long). */
const SWEEP_AT = 10_000;

function hit(key: string, limit: number, now: number): number | null {
  let window = windows.get(key);
  if (!window || window.resetAt <= now) {
    if (windows.size >= SWEEP_AT) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
    window = { count: 0, resetAt: now + PATIENT_LINK_LIMITS.windowMs };
    windows.set(key, window);
  }
  window.count += 1;
  return window.count > limit ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : null;
}

/** Counts one request; throws 429 when the token or the address is over its limit. */
export function checkPatientLinkRate(token: string, ipAddress: string | null, now: number = Date.now()): void {
  // The address first: one already over its limit adds no token window, so an address spraying
  // random tokens holds at most `perAddress` of them per window.
  const byAddress = hit(`a:${ipAddress ?? 'desconhecido'}`, PATIENT_LINK_LIMITS.perAddress, now);
  const wait = byAddress ?? hit(`t:${token}`, PATIENT_LINK_LIMITS.perToken, now);
  if (wait !== null) throw new AppError('PATIENT_LINK_RATE_LIMITED', { retryAfterSeconds: wait });
}

/** Tests: every window forgotten. */
export function resetPatientLinkRates(): void {
  windows.clear();
}
