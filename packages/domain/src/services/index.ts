export * from './services.schemas';
export * from './services.text';
