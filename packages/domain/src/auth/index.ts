export * from './auth.schemas';
export * from './roles';
