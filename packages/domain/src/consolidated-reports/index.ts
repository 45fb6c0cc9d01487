export * from './consolidated-analysis.schemas';
export * from './consolidated-reports.schemas';
export * from './consolidated-reports.text';
