export * from './appointments.schemas';
