import { useState } from 'react';

import { appErrorCode } from './api-errors';

/** What an edit form needs of a versioned record. */
export interface Versioned {
  version: number;
}

export interface RecordVersion<T extends Versioned = Versioned> {
  /** The record as the form's values were last filled from it (null while creating). */
  current: T | null | undefined;
  /** The version the form's values were read at: send it with the update (undefined while creating). */
  version: number | undefined;
  /** The last save was refused because someone else changed the record meanwhile. */
  stale: boolean;
  reloading: boolean;
  /** For a save's error: true (and `stale` turns on) when it was STALE_VERSION. */
  catchStale: (error: unknown) => boolean;
  /** Reads the record again and refills the form with it (what 'Recarregar' does). */
  reload: () => Promise<void>;
}

/**
 * Optimistic locking on an edit form: remembers the version the form was filled from, recognises
 * the server's 409 STALE_VERSION, and reloads the current record into the form on request. Every
 * edit form of a versioned record (appointments, patients, leads, users, services, rooms) uses it
 * with `StaleRecordAlert`.
 */
export function useRecordVersion<T extends Versioned>(
  record: T | null | undefined,
  options: { fetch: () => Promise<T | undefined>; refill: (fresh: T) => void },
): RecordVersion<T> {
  const [current, setCurrent] = useState(record);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  return {
    current,
    version: current?.version,
    stale,
    reloading,
    catchStale: (error) => {
      const isStale = appErrorCode(error) === 'STALE_VERSION';
      if (isStale) setStale(true);
      return isStale;
    },
    reload: async () => {
      setReloading(true);
      try {
        const fresh = await options.fetch();
        if (fresh) {
          options.refill(fresh);
          setCurrent(fresh);
        }
        setStale(false);
      } finally {
        setReloading(false);
      }
    },
  };
}

/**
 * `refill` for a Mantine form: the fresh record's values fill the fields and become what the form
 * compares against (so the reloaded form is not "unsaved").
 */
export function refillForm<T, Values>(form: { setValues: (values: Values) => void; resetDirty: (values: Values) => void }, toValues: (record: T) => Values) {
  return (fresh: T) => {
    const values = toValues(fresh);
    form.setValues(values);
    form.resetDirty(values);
  };
}
