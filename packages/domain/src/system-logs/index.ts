export * from './system-logs.schemas';
