export * from './users.schemas';
