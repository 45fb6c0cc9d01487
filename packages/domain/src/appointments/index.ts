export * from './appointments.rules';
export * from './appointments.schemas';
export * from './appointments.text';
export * from './appointments.attendance';
export * from './appointments.attendance.schemas';
