export * from './logs.schemas';
