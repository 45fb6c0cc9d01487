export * from './attendance.rules';
export * from './attendance.schemas';
export * from './attendance.text';
