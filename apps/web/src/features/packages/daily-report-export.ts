import type { DailyReport } from '@clinic/domain';
import type { CellObject } from 'xlsx-js-style';

import { PACKAGES_SCREEN_TEXT as T } from './packages.text';
import { downloadBytes } from '../../lib/download-file';
import { HEADER_STYLE, MONEY_FORMAT, type Row, TITLE_STYLE, type XlsxLibrary, rowsWorkbook, text } from '../../lib/xlsx-rows';

const count = (v: number): CellObject => ({ t: 'n', v });
/** Money as a number of reais for Excel: the exact decimal string read once, formatted as BRL. */
const money = (decimal: string): CellObject => ({ t: 'n', v: Number(decimal), z: MONEY_FORMAT });

/** The report as rows: a titled block per section, each with its header row. */
export function dailyReportRows(report: DailyReport): Row[] {
  const period = report.startDate === report.endDate ? report.startDate : `${report.startDate} a ${report.endDate}`;
  const rows: Row[] = [[text(`${T.reportTitle} — ${period}`, TITLE_STYLE)], []];
  const block = (title: string, header: string[], body: Row[]) => {
    rows.push([text(title, TITLE_STYLE)], header.map((h) => text(h, HEADER_STYLE)), ...(body.length ? body : [[text(T.reportNone)]]), []);
  };
  block(T.reportTotals, [T.reportReceived, T.reportReversed, T.reportNet, T.reportAppointments], [
    [money(report.totals.received), money(report.totals.reversed), money(report.totals.net), count(report.totals.appointments)],
  ]);
  block(T.reportOutcomes, [T.reportOutcome, T.reportCount], report.outcomes.map((o) => [text(o.label), count(o.count)]));
  block(T.reportPayments, [T.reportMethod, T.reportCount, T.reportAmount], report.payments.map((p) => [text(p.label), count(p.count), money(p.amount)]));
  block(T.reportReversals, [T.reportMethod, T.reportCount, T.reportAmount], report.reversals.map((p) => [text(p.label), count(p.count), money(p.amount)]));
  block(T.reportPackages, [T.reportCount, T.reportAmount], [[count(report.packagesSold.count), money(report.packagesSold.amount)]]);
  block(
    T.reportProduction,
    [T.reportPhysiotherapist, T.reportSessions, T.reportValue],
    report.production.map((p) => [text(p.name), count(p.sessions), money(p.value)]),
  );
  return rows;
}

export function buildDailyReportWorkbook(xlsx: XlsxLibrary, report: DailyReport): Uint8Array {
  return rowsWorkbook(xlsx, dailyReportRows(report), T.exportSheet, () => [{ wch: 32 }, { wch: 18 }, { wch: 18 }, { wch: 16 }]);
}

export const dailyReportFileName = (report: DailyReport) =>
  report.startDate === report.endDate ? `relatorio-diario_${report.startDate}.xlsx` : `relatorio_${report.startDate}_${report.endDate}.xlsx`;

/** Builds the workbook in the browser (xlsx-js-style loaded on the first click) and downloads it. */
export async function downloadDailyReport(report: DailyReport): Promise<string> {
  const xlsx = await import('xlsx-js-style');
  const bytes = buildDailyReportWorkbook(xlsx, report);
  const fileName = dailyReportFileName(report);
  downloadBytes(bytes, fileName);
  return fileName;
}
