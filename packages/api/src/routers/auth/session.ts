import { ZUser } from '@clinic/domain';
import { z } from 'zod';

import { readSession } from '../../services/auth/session.service';
import { publicProcedure } from '../../trpc';

export const ZSessionResponse = z.object({ user: ZUser.nullable(), setupNeeded: z.boolean() });

/**
 * Who is signed in, for the web app (tRPC only): `{ user: null }` when nobody is, so a signed-out
 * visit to /auth raises no error in the browser's console, with whether the clinic still needs its
 * first administrator. REST `GET /api/user` keeps its 401.
 */
export const sessionProcedure = publicProcedure
  .input(z.object({}).optional())
  .output(ZSessionResponse)
  .query(({ ctx }) => readSession(ctx.db, ctx.user?.id));
