/** Efficiency of a campaign's cost per lead (spec §3 metrics.efficiency). */
export type Efficiency = 'Alta' | 'Média' | 'Baixa';

/**
 * The one place the efficiency thresholds live (the analysis screen shows them). A campaign is
 * compared with the clinic's own average cost per lead over the 90 days before its period.
 */
export const EFFICIENCY_RULES = {
  /** Days before the campaign's period whose reports make the clinic's average. */
  baselineDays: 90,
  /** Alta: cost per lead at most this share of the average. */
  highAtMost: 0.8,
  /** Média: at most this share; above it, Baixa. */
  mediumAtMost: 1.2,
  /** The average used while the clinic has no earlier reports with leads (R$). */
  fallbackAverage: 50,
} as const;

/** Alta / Média / Baixa; Baixa when the campaign brought no lead (it spent for nothing). */
export function classifyEfficiency(costPerLead: number | null, averageCostPerLead: number | null): Efficiency {
  if (costPerLead === null) return 'Baixa';
  const average = averageCostPerLead && averageCostPerLead > 0 ? averageCostPerLead : EFFICIENCY_RULES.fallbackAverage;
  if (costPerLead <= average * EFFICIENCY_RULES.highAtMost) return 'Alta';
  if (costPerLead <= average * EFFICIENCY_RULES.mediumAtMost) return 'Média';
  return 'Baixa';
}

/** converted ÷ matched × 100 (0 when no lead matched). */
export function leadConversionRate(converted: number, matched: number): number {
  return matched > 0 ? (converted / matched) * 100 : 0;
}
