export * from './services.schemas';
