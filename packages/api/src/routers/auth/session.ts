import { ZUser } from '@clinic/domain';
import { z } from 'zod';

import { getUserById } from '../../services/users/users.service';
import { publicProcedure } from '../../trpc';

export const ZSessionResponse = z.object({ user: ZUser.nullable() });

/**
 * Who is signed in, for the web app (tRPC only): `{ user: null }` when nobody is, so a signed-out
 * visit to /auth raises no error in the browser's console. REST `GET /api/user` keeps its 401.
 */
export const sessionProcedure = publicProcedure
  .input(z.object({}).optional())
  .output(ZSessionResponse)
  .query(async ({ ctx }) => ({ user: ctx.user ? await getUserById(ctx.db, ctx.user.id) : null }));
