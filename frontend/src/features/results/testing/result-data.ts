import type { MatchResultView, ResultHistoryEntry } from '@rallypoint/shared';

/** Ana Court logged 6-4 over Ben Court in Spring Open (id 12); pending, awaiting Ben's answer until Nov 22. */
export function makeResult(overrides: Partial<MatchResultView> = {}): MatchResultView {
  return {
    id: 7,
    tournamentId: 12,
    tournamentName: 'Spring Open',
    playerId: 1,
    playerEntryId: 31,
    playerName: 'Ana Court',
    playerUsername: 'ana',
    opponentId: 2,
    opponentEntryId: 32,
    opponentName: 'Ben Court',
    opponentUsername: 'ben',
    matchType: 'league',
    sets: [{ playerGames: 6, opponentGames: 4 }],
    winner: 'player',
    outcome: 'completed',
    notes: null,
    status: 'pending',
    submittedAt: '2026-11-20T10:00:00.000Z',
    approvedAt: null,
    approvedBy: null,
    fixtureMatchId: null,
    division: null,
    round: null,
    source: 'player',
    confirmation: 'awaiting',
    confirmationDueAt: '2026-11-22T10:00:00.000Z',
    confirmationComment: null,
    playerRatingChange: null,
    opponentRatingChange: null,
    ...overrides,
  };
}

export function makeHistoryEntry(overrides: Partial<ResultHistoryEntry> = {}): ResultHistoryEntry {
  return {
    change: 'submitted',
    at: '2026-11-20T10:00:00.000Z',
    actorId: 1,
    actorName: 'Ana Court',
    details: '6-4',
    ...overrides,
  };
}

/** A one-page answer of a paged list. */
export const pageOfResults = (items: MatchResultView[]) => ({ items, total: items.length, page: 1, pageSize: 10 });
