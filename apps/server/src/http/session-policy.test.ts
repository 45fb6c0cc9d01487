import { describe, expect, it } from 'vitest';

import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS, judgeSession, sessionExpiry } from './session-policy';

const t0 = Date.UTC(2026, 10, 22, 12);

describe('session policy', () => {
  it('ends a session idle for 60 minutes', () => {
    const s = { userId: 1, signedInAt: t0, lastSeenAt: t0 };
    expect(judgeSession(s, t0 + IDLE_TIMEOUT_MS - 1)).toBe('touch');
    expect(judgeSession(s, t0 + IDLE_TIMEOUT_MS)).toBe('expired');
  });

  it('ends any session after 12 hours, however active', () => {
    const s = { userId: 1, signedInAt: t0, lastSeenAt: t0 + ABSOLUTE_TIMEOUT_MS - 1000 };
    expect(judgeSession(s, t0 + ABSOLUTE_TIMEOUT_MS - 500)).toBe('fresh');
    expect(judgeSession(s, t0 + ABSOLUTE_TIMEOUT_MS)).toBe('expired');
  });

  it('records activity at most once a minute', () => {
    const s = { userId: 1, signedInAt: t0, lastSeenAt: t0 };
    expect(judgeSession(s, t0 + 59_000)).toBe('fresh');
    expect(judgeSession(s, t0 + 60_000)).toBe('touch');
  });

  it('treats a session without a user as anonymous', () => {
    expect(judgeSession({}, t0)).toBe('anonymous');
  });

  it('stores the earlier of the two limits as the expiry', () => {
    expect(sessionExpiry({ userId: 1, signedInAt: t0, lastSeenAt: t0 }, new Date(t0)).getTime()).toBe(
      t0 + IDLE_TIMEOUT_MS,
    );
    const late = t0 + ABSOLUTE_TIMEOUT_MS - 10 * 60_000;
    expect(sessionExpiry({ userId: 1, signedInAt: t0, lastSeenAt: late }, new Date(late)).getTime()).toBe(
      t0 + ABSOLUTE_TIMEOUT_MS,
    );
  });
});
