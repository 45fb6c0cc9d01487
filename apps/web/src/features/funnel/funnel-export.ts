import { FUNNEL_STEPS, FUNNEL_STEP_LABELS, FUNNEL_TEXT as T, type Funnel, type FunnelGroup } from '@clinic/domain';
import type { CellObject } from 'xlsx-js-style';

import { downloadBytes } from '../../lib/download-file';
import { HEADER_STYLE, MONEY_FORMAT, type Row, TITLE_STYLE, type XlsxLibrary, rowsWorkbook, text } from '../../lib/xlsx-rows';

const num = (v: number | null): CellObject | null => (v === null ? text('—') : { t: 'n', v });
const money = (v: number | null): CellObject => (v === null ? text('—') : { t: 'n', v, z: MONEY_FORMAT });

const GROUP_HEADER = [...FUNNEL_STEPS.map((s) => FUNNEL_STEP_LABELS[s]), T.spend, T.costPerLead, T.costPerAssessment, T.costPerPayingPatient];

function groupRow(label: string, group: FunnelGroup): Row {
  const costs = group.costs;
  return [
    text(label),
    ...FUNNEL_STEPS.map((s) => num(group.counts[s])),
    money(costs?.spend ?? null),
    money(costs?.costPerLead ?? null),
    money(costs?.costPerAssessment ?? null),
    money(costs?.costPerPayingPatient ?? null),
  ];
}

/** The funnel as rows: the steps with their conversion and the costs, then per origin and per campaign. */
export function funnelRows(funnel: Funnel): Row[] {
  const rows: Row[] = [[text(`${T.title} — ${funnel.startDate} a ${funnel.endDate}`, TITLE_STYLE)], []];
  rows.push([text(T.step, HEADER_STYLE), text(T.count, HEADER_STYLE), text(`${T.conversion} (%)`, HEADER_STYLE)]);
  for (const step of funnel.steps) rows.push([text(step.label), num(step.count), num(step.conversion)]);
  rows.push([], [text(T.spend, HEADER_STYLE), text(T.costPerLead, HEADER_STYLE), text(T.costPerAssessment, HEADER_STYLE), text(T.costPerPayingPatient, HEADER_STYLE)]);
  rows.push([money(funnel.costs.spend), money(funnel.costs.costPerLead), money(funnel.costs.costPerAssessment), money(funnel.costs.costPerPayingPatient)]);
  rows.push([], [text(T.byOrigin, TITLE_STYLE)], [text(T.origin, HEADER_STYLE), ...GROUP_HEADER.map((h) => text(h, HEADER_STYLE))]);
  for (const g of funnel.byOrigin) rows.push(groupRow(g.label, g));
  rows.push([], [text(T.byCampaign, TITLE_STYLE)], [text(T.campaign, HEADER_STYLE), ...GROUP_HEADER.map((h) => text(h, HEADER_STYLE))]);
  for (const g of funnel.byCampaign) rows.push(groupRow(g.label, g));
  rows.push([], [text(T.dischargeNote)]);
  return rows;
}

export function buildFunnelWorkbook(xlsx: XlsxLibrary, funnel: Funnel): Uint8Array {
  return rowsWorkbook(xlsx, funnelRows(funnel), T.exportSheet, (width) => [{ wch: 32 }, ...Array.from({ length: width - 1 }, () => ({ wch: 16 }))]);
}

/** Builds the workbook in the browser (xlsx-js-style loaded on the first click) and downloads it. */
export async function downloadFunnel(funnel: Funnel): Promise<string> {
  const xlsx = await import('xlsx-js-style');
  const fileName = T.exportFileName(funnel.startDate, funnel.endDate);
  downloadBytes(buildFunnelWorkbook(xlsx, funnel), fileName);
  return fileName;
}
