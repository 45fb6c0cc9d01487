export * from './ad-accounts.schemas';
