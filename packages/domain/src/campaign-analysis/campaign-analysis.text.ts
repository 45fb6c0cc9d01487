import { EFFICIENCY_RULES, type Efficiency } from './efficiency';

const pct = (share: number) => `${Math.round(share * 100)}%`;

/** Every text of /reports/{id}/analysis (spec §2 Campaign analysis), in one place. */
export const ANALYSIS_TEXT = {
  title: 'Análise Inteligente',
  loading: 'Analisando dados...',
  error: 'Erro ao carregar análise da campanha ou dados não disponíveis.',
  back: 'Voltar ao relatório',
  campaign: 'Campanha',
  campaigns: 'Campanhas do relatório',
  account: 'Conta de Anúncio',
  period: 'Período',
  keywords: 'Palavras-chave identificadas',
  noKeywords: 'Nenhuma palavra-chave do dicionário aparece nos nomes das campanhas.',
  totalSpend: 'Gasto Total',
  leadsFound: 'Leads Encontrados',
  costPerLead: 'Custo por Lead',
  efficiency: 'Eficiência',
  performance: 'Desempenho',
  impressions: 'Impressões',
  clicks: 'Cliques',
  reach: 'Alcance',
  ctr: 'CTR',
  leadValue: 'Valor do Lead',
  conversionRate: 'Taxa de conversão dos leads',
  converted: (n: number, total: number) => `${n} de ${total} convertidos em pacientes`,
  platformLeads: 'Leads segundo o Meta',
  leadsList: 'Leads Correspondentes',
  leadsByOrigin: 'Leads por origem',
  noLeads: 'Nenhum lead do período tem na origem uma palavra-chave da campanha e "FB".',
  matched: 'Palavras-chave',
  thresholds: (average: number | null, formatMoney: (n: number) => string) => {
    const base = average ?? EFFICIENCY_RULES.fallbackAverage;
    const source =
      average === null
        ? `sem histórico nos ${EFFICIENCY_RULES.baselineDays} dias anteriores: referência de ${formatMoney(base)}`
        : `média da clínica nos ${EFFICIENCY_RULES.baselineDays} dias anteriores: ${formatMoney(base)}`;
    return `Alta: custo por lead até ${pct(EFFICIENCY_RULES.highAtMost)} da referência; Média: até ${pct(EFFICIENCY_RULES.mediumAtMost)}; Baixa: acima disso ou sem leads (${source}).`;
  },
  interpretation: (efficiency: Efficiency, costPerLead: number | null, formatMoney: (n: number) => string) => {
    if (costPerLead === null) return 'A campanha ainda não trouxe leads identificados: cada real gasto não virou contato.';
    const each = `Cada lead identificado custou ${formatMoney(costPerLead)}.`;
    if (efficiency === 'Alta') return `${each} Abaixo da média da clínica: a campanha está rendendo bem.`;
    if (efficiency === 'Média') return `${each} Próximo da média da clínica.`;
    return `${each} Acima da média da clínica: vale revisar público, criativo ou orçamento.`;
  },
  keywordEditor: 'Dicionário de palavras-chave',
  keywordEditorHint: 'Usadas para achar palavras-chave nos nomes das campanhas e nas origens dos leads.',
  keywordAdd: 'Adicionar',
  keywordNew: 'Nova palavra-chave',
  keywordRemove: (k: string) => `Remover ${k}`,
  keywordAdded: 'Palavra-chave adicionada',
  keywordRemoved: 'Palavra-chave removida',
  keywordError: 'Erro ao salvar palavra-chave',
} as const;

export const EFFICIENCY_COLORS: Record<Efficiency, string> = { Alta: 'green', Média: 'yellow', Baixa: 'red' };
