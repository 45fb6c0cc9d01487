export * from './clinical-record.examples';
export * from './clinical-record.rules';
export * from './clinical-record.schemas';
export * from './clinical-record.templates';
export * from './clinical-record.text';
