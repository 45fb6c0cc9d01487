export * from './report-requests.schemas';
export * from './report-requests.metrics';
export * from './report-periods';
export * from './report-requests.response';
export * from './report-requests.text';
