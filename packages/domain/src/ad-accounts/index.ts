export * from './ad-accounts.schemas';
export * from './ad-accounts.text';
