/**
 * Every error the server can answer with, by code. The server throws `AppError(code)`;
 * the code decides the HTTP status and the message the UI shows. Messages are Portuguese.
 */
export const ERROR_CATALOGUE = {
  /** Input failed validation; the issues say which field. */
  INVALID_INPUT: { status: 400, message: 'Dados inválidos' },
  /** No signed-in session (or it expired). */
  UNAUTHENTICATED: { status: 401, message: 'Sessão expirada ou inexistente. Entre novamente.' },
  /** Wrong e-mail or password: the same answer for both, on purpose. */
  INVALID_CREDENTIALS: { status: 401, message: 'Email ou senha incorretos' },
  /** Right password, but the account is blocked. */
  USER_BLOCKED: { status: 403, message: 'Usuário bloqueado. Procure um administrador.' },
  /** The user's role may not do this. */
  FORBIDDEN: { status: 403, message: 'Você não tem permissão para realizar esta ação.' },
  /** Only an admin may create, edit or grant the admin role. */
  ADMIN_ONLY: { status: 403, message: 'Apenas administradores podem criar ou alterar administradores.' },
  /** Blocking or demoting yourself would lock you out. */
  SELF_LOCKOUT: { status: 400, message: 'Você não pode bloquear nem remover o acesso de gestão do seu próprio usuário.' },
  /** The clinic must keep at least one active admin. */
  LAST_ADMIN: { status: 409, message: 'A clínica precisa de pelo menos um administrador ativo.' },
  /** The request came from another site or without a JSON body. */
  CROSS_SITE: { status: 403, message: 'Requisição recusada: origem não permitida.' },
  /** Registration is closed: users exist and the caller is not admin or manager. */
  REGISTRATION_CLOSED: { status: 403, message: 'Cadastro fechado. Peça a um administrador para criar sua conta.' },
  INVALID_PHOTO: { status: 400, message: 'Foto inválida: envie uma imagem JPEG, PNG ou WebP de até 200 KB.' },
  NOT_FOUND: { status: 404, message: 'Registro não encontrado' },
  ROOM_NOT_FOUND: { status: 404, message: 'Sala não encontrada' },
  USER_NOT_FOUND: { status: 404, message: 'Usuário não encontrado' },
  SERVICE_NOT_FOUND: { status: 404, message: 'Serviço não encontrado' },
  EMAIL_TAKEN: { status: 409, message: 'Este email já está cadastrado' },
  CPF_TAKEN: { status: 409, message: 'Este CPF já está cadastrado' },
  ROOM_NAME_TAKEN: { status: 409, message: 'Já existe uma sala com este nome' },
  /** The room still has appointments: deactivate it instead. */
  ROOM_IN_USE: {
    status: 409,
    message: 'Esta sala possui agendamentos e não pode ser removida. Desative-a para que não receba novos agendamentos.',
  },
  /** The password is too common to be accepted. */
  WEAK_PASSWORD: { status: 400, message: 'Esta senha é muito comum. Escolha uma senha mais difícil de adivinhar.' },
  TOO_MANY_ATTEMPTS: { status: 429, message: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Os dados enviados são grandes demais.' },
  INTERNAL: { status: 500, message: 'Erro interno do servidor' },
} as const satisfies Record<string, { status: number; message: string }>;

export type AppErrorCode = keyof typeof ERROR_CATALOGUE;
