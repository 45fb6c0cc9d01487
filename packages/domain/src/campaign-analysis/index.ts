export * from './campaign-analysis.schemas';
export * from './campaign-analysis.text';
export * from './efficiency';
export * from './keyword-matching';
export * from './keywords';
