import { z } from 'zod';

/** Largest value of a PostgreSQL integer column: larger ids cannot exist. */
export const MAX_ID = 2_147_483_647;

/** A row id, as it arrives in a path or query (strings are coerced). */
export const ZId = z.coerce
  .number({ error: 'Id inválido' })
  .int('Id inválido')
  .positive('Id inválido')
  .max(MAX_ID, 'Id inválido');
