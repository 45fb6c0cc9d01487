/** Texts of the shell around every signed-in screen. */
export const SHELL_TEXT = {
  navigation: 'Navegação principal',
  signOut: 'Sair',
  openMenu: 'Abrir menu',
  closeMenu: 'Fechar menu',
  collapseMenu: 'Recolher menu',
  expandMenu: 'Expandir menu',
  loadingPage: 'Carregando página',
} as const;
