export * from './packages.money';
export * from './packages.schemas';
export * from './packages.text';
export * from './packages.words';
export * from './clinic-document';
export * from './packages.settings';
