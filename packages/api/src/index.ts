import { configureZodMessages } from './zod-messages';

configureZodMessages();

export { type AppRouter, appRouter, createCaller } from './root';
export { type Actor, type Context, type SessionControl, actorOf, noSession } from './context';
export { AppError } from './errors';
export { describeZodError } from './trpc';
export { ensureFirstAdmin, type FirstAdmin } from './services/auth/bootstrap.service';
export { toUserDto } from './services/auth/user-dto';
export { DEMO_PASSWORD, seedDemoClinic } from './services/demo/demo-clinic.service';
