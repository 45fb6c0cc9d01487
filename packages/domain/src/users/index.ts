export * from './cpf';
export * from './users.schemas';
export * from './users.text';
