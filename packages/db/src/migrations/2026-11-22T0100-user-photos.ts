import { type Kysely, sql } from 'kysely';

/**
 * Avatars live in their own table (not as data URLs in users), so lists stay small and every
 * server process serves the same image; users.photo holds the URL that serves it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table user_photos (
      user_id integer primary key references users (id) on delete cascade,
      content_type varchar(20) not null check (content_type in ('image/jpeg', 'image/png', 'image/webp')),
      data bytea not null,
      updated_at timestamptz not null default now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists user_photos`.execute(db);
}
