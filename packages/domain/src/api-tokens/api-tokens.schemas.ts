import { z } from 'zod';

import { ZRole } from '../auth/auth.schemas';
import { ZId } from '../common/ids';

/** Tokens start with this, so a leaked one is easy to recognise (and to search for in logs or code). */
export const API_TOKEN_PREFIX = 'clin_';

export const API_TOKEN_TEXT = {
  nameRequired: 'Nome é obrigatório',
  nameTooLong: 'Nome deve ter no máximo 100 caracteres',
} as const;

/** An API token as the admin sees it: never the secret itself (shown once, at creation). */
export const ZApiToken = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first characters of the token, to tell tokens apart. */
  prefix: z.string(),
  user: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), email: z.string(), role: ZRole }),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof ZApiToken>;

export const ZCreateApiTokenInput = z.object({
  name: z
    .string({ error: API_TOKEN_TEXT.nameRequired })
    .trim()
    .min(1, API_TOKEN_TEXT.nameRequired)
    .max(100, API_TOKEN_TEXT.nameTooLong)
    .refine((v) => !v.includes('\u0000'), 'Caractere inválido'),
  /** The user the token acts as (often a dedicated integration user with just the role it needs). */
  userId: ZId,
});
export type CreateApiTokenInput = z.infer<typeof ZCreateApiTokenInput>;

/** The answer to a creation: the only time the secret leaves the server. */
export const ZCreatedApiToken = ZApiToken.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof ZCreatedApiToken>;
