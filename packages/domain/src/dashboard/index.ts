export * from './dashboard.schemas';
