import { parseArgs } from 'node:util';

import { ROLES, ZRole, fullName } from '@clinic/domain';

import { failScript, openScriptCaller } from './script-caller';

const USAGE = `Uso: pnpm user:create --email EMAIL --password SENHA --first-name NOME --last-name SOBRENOME [--role CARGO] [--as EMAIL_ADMIN]
Cargos: ${ROLES.join(', ')} (padrão: physiotherapist)`;

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    role: { type: 'string', default: 'physiotherapist' },
    as: { type: 'string' },
  },
});

if (!values.email || !values.password || !values['first-name'] || !values['last-name']) {
  console.error(USAGE);
  process.exit(2);
}

const { caller, actingAs, handle } = await openScriptCaller(values.as).catch(failScript);
try {
  const user = await caller.auth.register({
    email: values.email,
    password: values.password,
    firstName: values['first-name'],
    lastName: values['last-name'],
    role: ZRole.parse(values.role),
  });
  console.log(`Usuário criado: #${user.id} ${fullName(user)} <${user.email}> (${user.role})`);
  console.log(actingAs ? `Registrado no log em nome de ${actingAs}.` : 'Primeira conta da clínica: criada como admin.');
} catch (error) {
  failScript(error);
} finally {
  await handle.close();
}
