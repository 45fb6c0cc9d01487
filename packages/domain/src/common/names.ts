/**
 * A person's name as every screen, log line and message writes it: first name, a space, last name
 * ('' for nobody, as an appointment without a patient).
 */
export function fullName(person: { firstName: string; lastName: string } | null | undefined): string {
  return person ? `${person.firstName} ${person.lastName}`.trim() : '';
}
