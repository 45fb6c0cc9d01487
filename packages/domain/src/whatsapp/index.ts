export * from './whatsapp.rules';
export * from './whatsapp.schemas';
export * from './whatsapp.text';
