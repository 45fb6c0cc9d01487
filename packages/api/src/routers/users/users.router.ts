import { router } from '../../trpc';
import { createUserProcedure } from './create-user';
import { liftSignInLockProcedure } from './lift-sign-in-lock';
import { staffOptionsProcedure } from './list-staff-options';
import { listUsersProcedure } from './list-users';
import { resetPasswordProcedure } from './reset-password';
import { updateUserProcedure } from './update-user';

export const usersRouter = router({
  list: listUsersProcedure,
  options: staffOptionsProcedure,
  create: createUserProcedure,
  update: updateUserProcedure,
  resetPassword: resetPasswordProcedure,
  liftSignInLock: liftSignInLockProcedure,
});
