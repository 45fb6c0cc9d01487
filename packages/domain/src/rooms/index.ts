export * from './rooms.schemas';
