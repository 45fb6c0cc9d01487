import { z } from 'zod';

// Messages zod writes itself (outside our schemas) come out in Portuguese.
z.config(z.locales.pt());

export { type AppRouter, appRouter, createCaller } from './root';
export { type Actor, type Context, type SessionControl, actorOf, noSession } from './context';
export { AppError } from './errors';
export { describeZodError } from './trpc';
export { ensureFirstAdmin, type FirstAdmin } from './services/auth/bootstrap.service';
export { toUserDto } from './services/auth/user-dto';
export { DEMO_PASSWORD, seedDemoClinic } from './services/demo/demo-clinic.service';
