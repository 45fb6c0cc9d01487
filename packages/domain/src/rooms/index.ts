export * from './rooms.schemas';
export * from './rooms.text';
