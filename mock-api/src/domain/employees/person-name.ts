import type { UserRow } from '@daftar/db/schema/users';

/** How a person is named to colleagues: first and last name, or the e-mail before a name is given. */
export function personName(user: Pick<UserRow, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name === '' ? user.email : name;
}
