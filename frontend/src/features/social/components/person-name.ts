import type { PersonRef } from '@rallypoint/shared';

export const personName = (person: Pick<PersonRef, 'firstName' | 'lastName' | 'username'>): string =>
  `${person.firstName} ${person.lastName}`.trim() || person.username;
