/** A person's name as every screen, log line and message writes it: first name, a space, last name. */
export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`;
}
