export * from './cpf';
export * from './users.schemas';
