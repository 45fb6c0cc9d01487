import { randomUUID } from 'node:crypto';

import { pickFields } from '../row-fields';
import {
  type ConsolidatedReportListRow,
  type ConsolidatedReportRow,
  type Database,
  type Kysely,
  deleteConsolidatedReport,
  findAllConsolidatedReports,
  findConsolidatedReportById,
  insertConsolidatedReport,
} from '@clinic/db';
import {
  type ConsolidatedReport,
  type ConsolidatedReportListItem,
  type ConsolidatedReportSave,
  formatBRL,
  formatIsoDate,
  reportPeriodLabel,
} from '@clinic/domain';

import type { SignedInActor } from '../../context';
import { AppError } from '../../errors';
import { deleteLogged, logActivity } from '../activity-log';

function toListItem(row: ConsolidatedReportListRow): ConsolidatedReportListItem {
  const fields = pickFields(row, ['id', 'title', 'dateRange', 'startDate', 'endDate', 'totalSpend', 'totalLeads', 'costPerLead', 'createdBy']);
  return { ...fields, createdAt: row.createdAt.toISOString() };
}

export function toConsolidatedReportDto(row: ConsolidatedReportRow): ConsolidatedReport {
  return { ...toListItem(row), accountsData: row.accountsData, keywordData: row.keywordData };
}

/** "Últimos 7 dias (01/11/2026 a 07/11/2026)" for the log. */
function describePeriod(dateRange: string, startDate: string | null, endDate: string | null): string {
  const range = startDate && endDate ? ` (${formatIsoDate(startDate)} a ${formatIsoDate(endDate)})` : '';
  return `${reportPeriodLabel(dateRange)}${range}`;
}

export async function listConsolidatedReports(db: Kysely<Database>): Promise<ConsolidatedReportListItem[]> {
  return (await findAllConsolidatedReports(db)).map(toListItem);
}

export async function getConsolidatedReport(db: Kysely<Database>, id: string): Promise<ConsolidatedReport> {
  const row = await findConsolidatedReportById(db, id);
  if (!row) throw new AppError('CONSOLIDATED_REPORT_NOT_FOUND');
  return toConsolidatedReportDto(row);
}

/** Saves an analysis' numbers under a title (money already decimal strings) and logs it. */
export async function saveConsolidatedReport(
  db: Kysely<Database>,
  actor: SignedInActor,
  input: ConsolidatedReportSave,
): Promise<ConsolidatedReport> {
  return db.transaction().execute(async (tx) => {
    const row = await insertConsolidatedReport(tx, {
      id: randomUUID(),
      title: input.title,
      dateRange: input.dateRange,
      startDate: input.startDate,
      endDate: input.endDate,
      totalSpend: input.totalSpend,
      totalLeads: input.totalLeads,
      costPerLead: input.costPerLead,
      accountsData: JSON.stringify(input.accountsData),
      keywordData: JSON.stringify(input.keywordData),
      createdBy: actor.userId,
    });
    await logActivity(tx, actor, {
      action: 'create',
      entity: 'report',
      entityId: null,
      description: `Relatório consolidado "${row.title}" salvo (${describePeriod(row.dateRange, row.startDate, row.endDate)}; gasto ${formatBRL(row.totalSpend)}, ${row.totalLeads} leads) [id ${row.id}]`,
    });
    return toConsolidatedReportDto(row);
  });
}

export async function deleteConsolidatedReportById(db: Kysely<Database>, actor: SignedInActor, id: string): Promise<void> {
  await deleteLogged(
    db,
    actor,
    { entity: 'report', entityId: null, notFound: 'CONSOLIDATED_REPORT_NOT_FOUND' },
    (tx) => deleteConsolidatedReport(tx, id),
    (row) => `Relatório consolidado "${row.title}" excluído [id ${row.id}]`,
  );
}
