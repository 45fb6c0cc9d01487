export * from './auth.schemas';
export * from './login-rules';
export * from './roles';
export * from './sign-in-lock';
