export * from './diary.rules';
export * from './diary.schemas';
export * from './diary.text';
export * from './diary.examples';
