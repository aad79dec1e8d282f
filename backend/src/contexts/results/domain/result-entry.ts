import type { TournamentEntryFacts } from '../../tournaments';

/** A side of a result as the results read it: a tournament entry, its shown name and its account (null without one). */
export type ResultEntry = Pick<TournamentEntryFacts, 'entryId' | 'userId' | 'name' | 'username'>;
