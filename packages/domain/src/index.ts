export * from './auth';
export * from './common';
export * from './logs';
export * from './rooms';
export * from './users';
