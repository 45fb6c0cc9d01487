export * from './auth.schemas';
export * from './roles';
export * from './sign-in-lock';
