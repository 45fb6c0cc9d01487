export * from './analysis.schemas';
export * from './analysis.text';
export * from './efficiency';
export * from './keyword-matching';
export * from './keywords';
