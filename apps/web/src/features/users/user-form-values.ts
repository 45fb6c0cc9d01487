import {
  type CreateUserInput,
  DEFAULT_COLOR,
  type Role,
  type UpdateUserInput,
  type User,
  ZCreateUserInput,
  ZUpdateUserInput,
  isCompletePhone,
} from '@clinic/domain';
import type { FormErrors } from '@mantine/form';
import { schemaResolver } from '@mantine/form';

import { USERS_SCREEN_TEXT as T } from './users.text';

/** What the user form edits. Text fields stay strings ('' = empty) so inputs stay controlled. */
export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** Checked against `password` here; never sent. */
  confirmPassword: string;
  /** `yyyy-MM-dd` or null. */
  birthDate: string | null;
  cpf: string;
  rg: string;
  crefito: string;
  phone: string;
  address: string;
  gender: User['gender'];
  role: Role;
  shift: User['shift'];
  color: string;
  /** The current photo URL, a new data URL, or null for none. */
  photo: string | null;
  isActive: boolean;
}

/** The form's starting values: the user's own when editing, the spec's defaults when creating. */
export function userFormValues(user: User | null): UserFormValues {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    password: '',
    confirmPassword: '',
    birthDate: user?.birthDate ?? null,
    cpf: user?.cpf ?? '',
    rg: user?.rg ?? '',
    crefito: user?.crefito ?? '',
    phone: user?.phone ?? '',
    address: user?.address ?? '',
    gender: user?.gender ?? null,
    role: user?.role ?? 'physiotherapist',
    shift: user?.shift ?? 'integral',
    color: user?.color ?? DEFAULT_COLOR,
    photo: user?.photo ?? null,
    isActive: user?.isActive ?? true,
  };
}

const checkCreate = schemaResolver(ZCreateUserInput, { sync: true });
const checkUpdate = schemaResolver(ZUpdateUserInput, { sync: true });

/**
 * The domain's rules (the server's own schema), plus what only the form knows: the
 * confirmation must match a typed password, and a phone must be complete.
 */
export function validateUserForm(values: UserFormValues, editing: boolean): FormErrors {
  const errors: FormErrors = { ...(editing ? checkUpdate(values) : checkCreate(values)) };
  if (values.password !== '' && values.confirmPassword !== values.password) {
    errors.confirmPassword = T.passwordsDiffer;
  }
  if (!errors.phone && !isCompletePhone(values.phone)) errors.phone = T.phoneInvalid;
  return errors;
}

/** The create request: the confirmation stays behind. */
export function toCreateInput(values: UserFormValues): CreateUserInput {
  const { confirmPassword: _confirm, ...fields } = values;
  return ZCreateUserInput.parse(fields);
}

/**
 * The update request: an empty password is left out (the current one stays), the
 * confirmation is never sent, and the photo only when it changed (new data URL, or null).
 */
export function toUpdateInput(values: UserFormValues, user: User): UpdateUserInput {
  const { confirmPassword: _confirm, password, photo, ...fields } = values;
  const input = ZUpdateUserInput.parse({
    ...fields,
    ...(password === '' ? {} : { password }),
    ...(photo === user.photo ? {} : { photo }),
  });
  if (input.password === undefined) delete input.password;
  if (input.photo === undefined) delete input.photo;
  return input;
}
