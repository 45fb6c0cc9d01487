export * from './auth';
export * from './common';
export * from './dashboard';
export * from './logs';
export * from './rooms';
export * from './services';
export * from './users';
