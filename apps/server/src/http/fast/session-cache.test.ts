import type { UserRow } from '@clinic/db';
import { describe, expect, it } from 'vitest';

import { ENTRY_TTL_MS, HEARD_WITHIN_MS, SessionCache } from './session-cache';
import { IDLE_TIMEOUT_MS, TOUCH_INTERVAL_MS } from '../session-policy';

const NOW = 1_800_000_000_000;
const user = (id: number) => ({ id, role: 'admin', isActive: true }) as UserRow;
const times = (userId: number, lastSeenAt = NOW) => ({ userId, signedInAt: NOW - 1000, lastSeenAt });

/** A cache on a clock the test moves (`clock.at`), listening, and hearing a first heartbeat. */
function liveCache() {
  const clock = { at: 0 };
  const cache = new SessionCache(() => clock.at);
  cache.listening();
  cache.heard('h-1');
  return Object.assign(cache, { clock });
}

describe('SessionCache', () => {
  it('keeps nothing and answers nothing until it hears the database', () => {
    const cache = new SessionCache(() => 0);
    cache.keep('a', cache.ticket(), times(1), user(1));
    expect(cache.lookup('a', NOW)).toBeUndefined();
    cache.listening();
    expect(cache.lookup('a', NOW)).toBeUndefined();
    cache.keep('a', cache.ticket(), times(1), user(1));
    // Listening, but nothing heard on the channel yet: not trusted, and nothing read now is kept.
    expect(cache.live).toBe(false);
    expect(cache.lookup('a', NOW)).toBeUndefined();
    cache.heard('h-1');
    expect(cache.lookup('a', NOW + 1)).toBeUndefined();
    cache.keep('a', cache.ticket(), times(1), user(1));
    cache.heard('h-2'); // a heartbeat forgets nothing
    expect(cache.lookup('a', NOW + 1)).toMatchObject({ times: times(1), user: { id: 1 } });
    expect(cache.stats).toMatchObject({ hits: 1, misses: 4, heard: 2 });
  });

  it('stops answering when the channel has been silent for a while (a connection dropped unseen)', () => {
    const cache = liveCache();
    cache.keep('a', cache.ticket(), times(1), user(1));
    cache.clock.at = HEARD_WITHIN_MS - 1;
    expect(cache.lookup('a', NOW)).toBeDefined();
    cache.clock.at = HEARD_WITHIN_MS;
    expect(cache.live).toBe(false);
    expect(cache.lookup('a', NOW)).toBeUndefined();
    cache.heard('h-2');
    expect(cache.live).toBe(true);
  });

  it('forgets everything kept before a silence when the channel speaks again (a change may have gone unheard)', () => {
    const cache = liveCache();
    cache.keep('a', cache.ticket(), times(1), user(1));
    const ticket = cache.ticket(); // a read starts before the silence
    cache.clock.at = HEARD_WITHIN_MS; // silent: nothing answered
    // A change of user 1 is made elsewhere now; its notification is lost with the silence.
    cache.keep('b', cache.ticket(), times(2), user(2)); // read during the silence: not kept
    cache.clock.at = HEARD_WITHIN_MS + 1;
    cache.heard('h-2'); // the channel speaks again; the entry is younger than ENTRY_TTL_MS
    expect(HEARD_WITHIN_MS + 1).toBeLessThan(ENTRY_TTL_MS);
    expect(cache.live).toBe(true);
    expect(cache.lookup('a', NOW)).toBeUndefined();
    expect(cache.lookup('b', NOW)).toBeUndefined();
    cache.keep('a', ticket, times(1), user(1)); // the read that began before the silence ends
    expect(cache.lookup('a', NOW)).toBeUndefined();
    // Heard within HEARD_WITHIN_MS: no silence, nothing forgotten.
    cache.keep('a', cache.ticket(), times(1), user(1));
    cache.clock.at += HEARD_WITHIN_MS - 1;
    cache.heard('h-3');
    expect(cache.lookup('a', NOW)).toBeDefined();
  });

  it('answers a session only while it needs nothing: not when its touch is due, not past the entry’s few seconds', () => {
    const cache = liveCache();
    cache.keep('a', cache.ticket(), times(1), user(1));
    cache.clock.at = ENTRY_TTL_MS / 2;
    cache.heard('h-1b'); // heartbeats keep coming: no silence
    cache.clock.at = ENTRY_TTL_MS - 1;
    cache.heard('h-2');
    expect(cache.lookup('a', NOW)).toBeDefined();
    cache.clock.at = ENTRY_TTL_MS;
    cache.heard('h-3');
    expect(cache.lookup('a', NOW)).toBeUndefined();
    // Dropped, not only skipped.
    expect(cache.lookup('a', NOW)).toBeUndefined();

    cache.keep('b', cache.ticket(), times(2, NOW - TOUCH_INTERVAL_MS + 10), user(2));
    expect(cache.lookup('b', NOW + 9)).toBeDefined();
    expect(cache.lookup('b', NOW + 10)).toBeUndefined();

    cache.keep('c', cache.ticket(), times(3, NOW - IDLE_TIMEOUT_MS), user(3));
    expect(cache.lookup('c', NOW)).toBeUndefined();
  });

  it('forgets the sessions of the user a notification names, and everything on any other payload', () => {
    const cache = liveCache();
    cache.keep('a1', cache.ticket(), times(1), user(1));
    cache.keep('a2', cache.ticket(), times(1), user(1));
    cache.keep('b', cache.ticket(), times(2), user(2));
    cache.heard('u1');
    expect(cache.lookup('a1', NOW)).toBeUndefined();
    expect(cache.lookup('a2', NOW)).toBeUndefined();
    expect(cache.lookup('b', NOW)).toBeDefined();
    // u12 is not u1: only exact ids.
    cache.keep('a1', cache.ticket(), times(1), user(1));
    cache.heard('u12');
    expect(cache.lookup('a1', NOW)).toBeDefined();
    cache.heard('h-2'); // a heartbeat forgets nothing
    expect(cache.lookup('a1', NOW)).toBeDefined();
    cache.heard('*');
    expect(cache.lookup('a1', NOW)).toBeUndefined();
    expect(cache.lookup('b', NOW)).toBeUndefined();
    expect(cache.stats.heard).toBe(5);
  });

  it('does not keep an answer read while something was forgotten (a read that raced a block)', () => {
    for (const forget of [
      (cache: SessionCache) => cache.heard('u1'),
      (cache: SessionCache) => cache.heard('u99'),
      (cache: SessionCache) => cache.forgetSession('a'),
      (cache: SessionCache) => cache.forgetAll(),
      (cache: SessionCache) => {
        cache.deaf();
        cache.listening();
        cache.heard('h-2');
      },
    ]) {
      const cache = liveCache();
      const ticket = cache.ticket(); // the read starts
      forget(cache); // the block commits meanwhile
      cache.keep('a', ticket, times(1), user(1)); // the read ends with the old row
      expect(cache.lookup('a', NOW)).toBeUndefined();
    }
  });

  it('forgets everything and answers nothing once it stops hearing the database', () => {
    const cache = liveCache();
    cache.keep('a', cache.ticket(), times(1), user(1));
    cache.deaf();
    expect(cache.live).toBe(false);
    expect(cache.lookup('a', NOW)).toBeUndefined();
    cache.listening();
    cache.heard('h-2');
    expect(cache.lookup('a', NOW)).toBeUndefined();
  });

  it('keeps going when an observer throws (it runs inside the database client)', () => {
    const cache = liveCache();
    const seen: string[] = [];
    cache.observe(() => {
      throw new Error('observer');
    });
    const stop = cache.observe((payload) => seen.push(payload));
    cache.keep('a', cache.ticket(), times(1), user(1));
    expect(() => cache.heard('u1')).not.toThrow();
    expect(cache.lookup('a', NOW)).toBeUndefined();
    stop();
    cache.heard('u2');
    expect(seen).toEqual(['u1']);
  });

  it('hands out frozen entries, so no request can change what the next one reads', () => {
    const cache = liveCache();
    cache.keep('a', cache.ticket(), times(1), user(1));
    const kept = cache.lookup('a', NOW)!;
    expect(Object.isFrozen(kept.user)).toBe(true);
    expect(Object.isFrozen(kept.times)).toBe(true);
  });
});
