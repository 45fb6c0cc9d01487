export * from './ad-accounts.schemas';
export * from './report-requests.schemas';
export * from './reports.metrics';
export * from './reports.periods';
export * from './reports.response';
export * from './reports.text';
