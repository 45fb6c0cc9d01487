export * from './data-map';
export * from './data-map.types';
export * from './personal-data.schemas';
export * from './personal-data.text';
export * from './processing-record';
