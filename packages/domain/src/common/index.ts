export * from './dates';
export * from './errors';
export * from './ids';
export * from './money';
export * from './phone';
