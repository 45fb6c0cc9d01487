import { authRouter } from './routers/auth/auth.router';
import { dashboardRouter } from './routers/dashboard/dashboard.router';
import { healthRouter } from './routers/health/health.router';
import { roomsRouter } from './routers/rooms/rooms.router';
import { servicesRouter } from './routers/services/services.router';
import { systemLogsRouter } from './routers/system-logs/system-logs.router';
import { usersRouter } from './routers/users/users.router';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  dashboard: dashboardRouter,
  health: healthRouter,
  rooms: roomsRouter,
  services: servicesRouter,
  systemLogs: systemLogsRouter,
  users: usersRouter,
});

export type AppRouter = typeof appRouter;

/** In-process caller for scripts and tests: no HTTP involved. */
export const createCaller = createCallerFactory(appRouter);
