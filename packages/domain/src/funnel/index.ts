export * from './funnel.schemas';
export * from './funnel.text';
