import { CONSOLIDATED_TEXT as T, formatBRL } from '@clinic/domain';

import { StatCard } from '../../components/stat-card';

/** An analysis's or a saved report's three totals: spend (with an optional line below), leads, cost per lead. */
export function TotalsStatCards({ totals, spendDetail }: {
  totals: { totalSpend: number | string; totalLeads: number; costPerLead: number | string };
  spendDetail?: string;
}) {
  return (
    <>
      <StatCard label={T.totalSpend} value={formatBRL(totals.totalSpend)} detail={spendDetail} />
      <StatCard label={T.totalLeads} value={totals.totalLeads.toLocaleString('pt-BR')} />
      <StatCard label={T.costPerLead} value={formatBRL(totals.costPerLead)} />
    </>
  );
}
