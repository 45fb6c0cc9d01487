export * from './waitlist.constants';
export * from './waitlist.rules';
export * from './waitlist.schemas';
export * from './waitlist.text';
