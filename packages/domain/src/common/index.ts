export * from './dates';
export * from './errors';
export * from './fields';
export * from './holidays';
export * from './ids';
export * from './money';
export * from './phone';
export * from './versions';
