/** Types only, for the web app: never pulls server code into the browser bundle. */
import type { inferRouterError } from '@trpc/server';

import type { AppRouter } from './root';

export type { AppRouter };

/** The `data` of every error the server answers with (what trpc.ts's error formatter builds). */
export type ServerErrorData = inferRouterError<AppRouter>['data'];
