export * from './leads.constants';
export * from './leads.rules';
export * from './leads.schemas';
export * from './leads.text';
