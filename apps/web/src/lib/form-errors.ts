import type { UseFormReturnType } from '@mantine/form';

import { fieldErrors } from './api-errors';

/** Puts the server's validation messages under the form's fields. Returns true if any matched. */
export function applyServerFieldErrors<Values>(form: UseFormReturnType<Values>, error: unknown): boolean {
  const errors = fieldErrors(error);
  const known = Object.entries(errors).filter(([field]) => field in (form.getValues() as object));
  if (known.length === 0) return false;
  form.setErrors(Object.fromEntries(known));
  return true;
}
