import type { PersonRef } from '@rallypoint/shared';

export const UNKNOWN_PERSON = (id: number): PersonRef => ({ id, firstName: 'Unknown', lastName: '', username: '' });

export const fullName = (person: Pick<PersonRef, 'firstName' | 'lastName' | 'username'>): string =>
  `${person.firstName} ${person.lastName}`.trim() || person.username;
