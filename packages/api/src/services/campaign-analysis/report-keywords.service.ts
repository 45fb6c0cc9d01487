import {
  type Database,
  type Kysely,
  type ReportKeywordRow,
  deleteReportKeyword,
  findAllReportKeywords,
  insertReportKeyword,
} from '@clinic/db';
import { type ReportKeyword, normalizeKeywordText } from '@clinic/domain';

import type { SignedInActor } from '../../context';
import { fromConstraint } from '../../errors';
import { deleteLogged, logActivity } from '../activity-log';

function toDto(row: ReportKeywordRow): ReportKeyword {
  return { id: row.id, keyword: row.keyword, createdAt: row.createdAt.toISOString() };
}

export async function listReportKeywords(db: Kysely<Database>): Promise<ReportKeyword[]> {
  return (await findAllReportKeywords(db)).map(toDto);
}

/** Adds a keyword (already upper case); one spelled the same without accents is a conflict. */
export async function addReportKeyword(db: Kysely<Database>, actor: SignedInActor, keyword: string): Promise<ReportKeyword> {
  return db
    .transaction()
    .execute(async (tx) => {
      const row = await insertReportKeyword(tx, { keyword, normalized: normalizeKeywordText(keyword), createdBy: actor.userId });
      await logActivity(tx, actor, {
        action: 'create',
        entity: 'report',
        entityId: row.id,
        description: `Palavra-chave de relatórios "${row.keyword}" adicionada`,
      });
      return toDto(row);
    })
    .catch((error: unknown) => {
      throw fromConstraint(error);
    });
}

export async function removeReportKeyword(db: Kysely<Database>, actor: SignedInActor, id: number): Promise<void> {
  await deleteLogged(
    db,
    actor,
    { entity: 'report', entityId: id, notFound: 'REPORT_KEYWORD_NOT_FOUND' },
    (tx) => deleteReportKeyword(tx, id),
    (row) => `Palavra-chave de relatórios "${row.keyword}" removida`,
  );
}
