/** The ad accounts screen's own texts (the rest are AD_ACCOUNT_TEXT in @clinic/domain). */
export const AD_ACCOUNTS_SCREEN_TEXT = {
  numberPlaceholder: 'Ex.: 1029384756102938',
  namePlaceholder: 'Ex.: Clínica - Campanhas de captação',
  descriptionPlaceholder: 'Opcional',
  cancel: 'Cancelar',
  createdDetail: (name: string) => `A conta "${name}" foi cadastrada.`,
  updatedDetail: (name: string) => `A conta "${name}" foi atualizada.`,
  deactivatedDetail: (name: string) => `A conta "${name}" não recebe novas solicitações.`,
} as const;
