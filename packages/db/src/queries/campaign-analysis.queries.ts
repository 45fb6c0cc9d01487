import type { Executor } from '../executor';
import type { ReportKeywordRow } from '../tables';

export async function findAllReportKeywords(db: Executor): Promise<ReportKeywordRow[]> {
  return db.selectFrom('reportKeywords').selectAll().orderBy('id').execute();
}

export async function findReportKeywordById(db: Executor, id: number): Promise<ReportKeywordRow | undefined> {
  return db.selectFrom('reportKeywords').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertReportKeyword(
  db: Executor,
  keyword: { keyword: string; normalized: string; createdBy: number | null },
): Promise<ReportKeywordRow> {
  return db.insertInto('reportKeywords').values(keyword).returningAll().executeTakeFirstOrThrow();
}

export async function deleteReportKeyword(db: Executor, id: number): Promise<ReportKeywordRow | undefined> {
  return db.deleteFrom('reportKeywords').where('id', '=', id).returningAll().executeTakeFirst();
}
