/**
 * The rows the query benches seed in bulk with one statement each (PostgreSQL's generate_series),
 * so that a seed of 50,000 patients takes seconds. Names carry their number (patient n is
 * 'Paciente<n>' 'Sobrenome<n mod 997>').
 */
import type { Database, Kysely } from '@clinic/db';
import { sql } from 'kysely';

/**
 * `count` physiotherapists ('Fisio1'…), each with a colour and a CREFITO. Answers the lowest
 * physiotherapist id, counting those seeded before: the benches spread appointments and record
 * entries over the ids from there.
 */
export async function seedPhysiotherapists(db: Kysely<Database>, count: number): Promise<number> {
  await sql`
    insert into users (email, password_hash, first_name, last_name, role, color, crefito)
    select 'fisio' || g || '@clinica.com', 'x', 'Fisio' || g, 'Teste', 'physiotherapist',
           '#' || lpad(to_hex((g * 2654435) % 16777216), 6, '0'), g || '-F'
    from generate_series(1, ${count}) as g
  `.execute(db);
  return (await sql<{ id: number }>`select min(id) as id from users where role = 'physiotherapist'`.execute(db)).rows[0]!.id;
}

/** `count` rooms ('Sala 1'…), ids 1 to `count` on a new database. */
export async function seedRooms(db: Kysely<Database>, count: number): Promise<void> {
  await sql`insert into rooms (name) select 'Sala ' || g from generate_series(1, ${count}) as g`.execute(db);
}

/**
 * `count` active patients, ids 1 to `count` on a new database. With `dischargedEvery: n`, every
 * n-th has a discharge date between 2026-06-01 and 2026-10-28.
 */
export async function seedPatients(db: Kysely<Database>, count: number, options: { dischargedEvery?: number } = {}): Promise<void> {
  const every = options.dischargedEvery ?? 0;
  await sql`
    insert into patients (first_name, last_name, phone, birth_date, status, discharge_date)
    select 'Paciente' || g, 'Sobrenome' || (g % 997), '(11) 9' || lpad(g::text, 4, '0') || '-0000', date '1960-01-01' + g % 20000, 'Ativo',
           case when ${every} > 0 and g % ${every} = 0 then date '2026-06-01' + g % 150 end
    from generate_series(1, ${count}) as g
  `.execute(db);
}
