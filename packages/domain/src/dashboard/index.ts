export * from './dashboard.rules';
export * from './dashboard.schemas';
export * from './dashboard.text';
