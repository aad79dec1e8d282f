export const RESULT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/** The organizer's decision on a pending result. */
export const RESULT_DECISIONS = ['approved', 'rejected'] as const;
export type ResultDecision = (typeof RESULT_DECISIONS)[number];

/** Who won, from the submitter's side: the player who logged it, or their opponent. */
export const RESULT_WINNERS = ['player', 'opponent'] as const;
export type ResultWinner = (typeof RESULT_WINNERS)[number];

/**
 * Where the opponent's answer stands (docs/results-and-ratings.md): awaiting it (for 48 hours), confirmed,
 * disputed, expired (no answer in time: the organizer decides), not needed (the organizer entered the result, or
 * decided it before the opponent answered), or the organizer's (the opponent's entry has no account to ask:
 * the result goes straight to the organizer's queue; docs/decisions/0013).
 */
export const RESULT_CONFIRMATIONS = ['awaiting', 'confirmed', 'disputed', 'expired', 'not-needed', 'organizer'] as const;
export type ResultConfirmation = (typeof RESULT_CONFIRMATIONS)[number];

/** The opponent's answer: `PATCH /api/results/{id}/confirmation {decision, comment}`. */
export const CONFIRMATION_DECISIONS = ['confirm', 'dispute'] as const;
export type ConfirmationDecision = (typeof CONFIRMATION_DECISIONS)[number];

/** How long the opponent has to answer before the result is the organizer's alone to decide. */
export const CONFIRMATION_WINDOW_HOURS = 48;

/** Who put the result in: a player who played it, or the tournament's organizer (or an admin). */
export const RESULT_SOURCES = ['player', 'organizer'] as const;
export type ResultSource = (typeof RESULT_SOURCES)[number];

/** What happened to a result, in the words of its history. */
export const RESULT_CHANGES = ['submitted', 'entered', 'confirmed', 'disputed', 'approved', 'rejected', 'corrected'] as const;
export type ResultChange = (typeof RESULT_CHANGES)[number];
