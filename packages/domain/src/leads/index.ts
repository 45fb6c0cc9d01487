export * from './leads.constants';
export * from './leads.rules';
export * from './leads.schemas';
export * from './leads.text';
export * from './leads.import';
export * from './leads.import.schemas';
export * from './leads.duplicates';
export * from './leads.pipeline';
