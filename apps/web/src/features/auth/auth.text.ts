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

/** The first-run form: shown on the sign-in page while the clinic has no account at all. */
export const FIRST_ADMIN_TEXT = {
  heading: 'Criar administrador',
  hint: 'A clínica ainda não tem usuários. Crie a conta do primeiro administrador para começar.',
  firstNameLabel: 'Nome',
  lastNameLabel: 'Sobrenome',
  passwordDescription: 'Pelo menos 8 caracteres, e não uma senha comum',
  submit: 'Criar administrador',
  submitting: 'Criando...',
} as const;
