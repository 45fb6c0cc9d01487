import { parseArgs } from 'node:util';

import { failScript, openScriptCaller } from './script-caller';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, as: { type: 'string' } },
});

if (!values.email || !values.password) {
  console.error('Uso: pnpm user:reset-password --email EMAIL --password NOVA_SENHA [--as EMAIL_ADMIN]');
  process.exit(2);
}

const { caller, actingAs, handle } = await openScriptCaller(values.as).catch(failScript);
try {
  if (!actingAs) throw new Error('Nenhum administrador ativo encontrado para registrar a alteração.');
  await caller.users.resetPassword({ email: values.email, password: values.password });
  console.log(`Senha de ${values.email} redefinida; as sessões abertas desse usuário foram encerradas.`);
} catch (error) {
  failScript(error);
} finally {
  await handle.close();
}
