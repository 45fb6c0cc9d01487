import { router } from '../../trpc';
import { loginProcedure } from './login';
import { logoutProcedure } from './logout';
import { meProcedure } from './me';
import { registerProcedure } from './register';
import { sessionProcedure } from './session';

export const authRouter = router({
  login: loginProcedure,
  logout: logoutProcedure,
  me: meProcedure,
  register: registerProcedure,
  session: sessionProcedure,
});
