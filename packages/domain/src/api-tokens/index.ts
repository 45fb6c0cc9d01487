export * from './api-tokens.schemas';
