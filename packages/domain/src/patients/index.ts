export * from './patients.constants';
export * from './patients.rules';
export * from './patients.schemas';
export * from './patients.text';
