import { type Database, type Kysely, findUserPhoto } from '@clinic/db';
import { ZId } from '@clinic/domain';
import type { FastifyInstance } from 'fastify';

import { sendError } from './http-errors';

/** Avatars are binary, so a plain route (same session rules); the URL carries a version, so it caches. */
export function registerUserPhotoRoute(app: FastifyInstance, db: Kysely<Database>): void {
  app.get<{ Params: { id: string } }>('/api/users/:id/photo', async (request, reply) => {
    if (!request.user) return sendError(reply, 'UNAUTHENTICATED');
    const id = ZId.safeParse(request.params.id);
    const photo = id.success ? await findUserPhoto(db, id.data) : undefined;
    if (!photo) return sendError(reply, 'PHOTO_NOT_FOUND');
    return reply
      .type(photo.contentType)
      .header('Cache-Control', 'private, max-age=31536000, immutable')
      .send(Buffer.from(photo.data));
  });
}
