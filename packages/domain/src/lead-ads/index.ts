export * from './lead-ads.rules';
export * from './lead-ads.schemas';
export * from './lead-ads.text';
