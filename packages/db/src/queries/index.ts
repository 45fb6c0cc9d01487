export * from './dashboard.queries';
export * from './health.queries';
export * from './login-throttle.queries';
export * from './rooms.queries';
export * from './services.queries';
export * from './sessions.queries';
export * from './system-logs.queries';
export * from './users.queries';
