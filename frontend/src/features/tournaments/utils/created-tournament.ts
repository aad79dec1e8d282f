import type { TournamentSummary } from '@rallypoint/shared';

/** What the server answered to the creation: the page the organizer lands on tells them what follows from it. */
export type CreatedTournament = Pick<TournamentSummary, 'id' | 'name' | 'tournamentCode' | 'status'>;

/** The navigation state the create screen leaves for the page it lands on (`navigate('/', { state })`). */
export const createdTournamentState = ({ id, name, tournamentCode, status }: CreatedTournament) => ({
  createdTournament: { id, name, tournamentCode, status },
});

/** The created tournament a navigation state carries, if it carries one. */
export function createdTournamentIn(state: unknown): CreatedTournament | null {
  const created = (state as { createdTournament?: Partial<CreatedTournament> } | null)?.createdTournament;
  return created &&
    typeof created.id === 'number' &&
    typeof created.name === 'string' &&
    typeof created.tournamentCode === 'string' &&
    typeof created.status === 'string'
    ? (created as CreatedTournament)
    : null;
}
