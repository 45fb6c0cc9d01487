export * from './privacy.consent-texts';
export * from './privacy.deadlines';
export * from './privacy.schemas';
export * from './privacy.text';
