/** Every text of the sign-in screen and the auth layer (spec sections 2 and 8). */
export const AUTH_SCREEN_TEXT = {
  heading: 'Entrar',
  hint: 'Entre com suas credenciais',
  emailLabel: 'Email',
  emailPlaceholder: 'seu@email.com',
  passwordLabel: 'Senha',
  passwordPlaceholder: 'Sua senha',
  passwordToggle: 'Mostrar ou ocultar',
  submit: 'Entrar',
  submitting: 'Entrando...',
  loadFailed: 'Não foi possível verificar sua sessão',
  retry: 'Tentar novamente',
} as const;
