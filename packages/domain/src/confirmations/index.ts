export * from './confirmations.constants';
export * from './confirmations.schemas';
export * from './confirmations.text';
export * from './confirmations.rules';
