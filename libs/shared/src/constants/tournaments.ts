export const MIN_DIVISIONS = 1;
export const MAX_DIVISIONS = 6;
export const DEFAULT_MAX_PARTICIPANTS = 32;
export const MAX_PARTICIPANTS_LIMIT = 1000;
/** One save replaces a tournament's fixtures; a league of 200 players is about 20,000 matches. */
export const MAX_MATCHES_PER_SAVE = 20000;

/** Stored approval states. */
export const TOURNAMENT_STORED_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type TournamentStoredStatus = (typeof TOURNAMENT_STORED_STATUSES)[number];

/** What people see: approved tournaments show their lifecycle stage computed from the dates. */
export const TOURNAMENT_DISPLAY_STATUSES = ['pending', 'rejected', 'cancelled', 'upcoming', 'active', 'completed'] as const;
export type TournamentDisplayStatus = (typeof TOURNAMENT_DISPLAY_STATUSES)[number];

export const APPROVAL_DECISIONS = ['approved', 'rejected'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

/**
 * An entry's stored status (docs/decisions/0013): `pending` for one made by the public form (the spec's default),
 * `registered` for one made by Enroll, `withdrawn` once it gave its place back (it keeps the results it played).
 */
export const ENTRY_STATUSES = ['pending', 'registered', 'withdrawn'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/** What a tournament entry's stored status reads as in exports. */
export const REGISTRATION_STATUS_LABELS: Readonly<Record<EntryStatus, string>> = {
  pending: 'Pending',
  registered: 'Registered',
  withdrawn: 'Withdrawn',
};

/** Lengths of an announcement to a tournament's players. */
export const ANNOUNCEMENT_LIMITS = { title: 120, message: 2000 } as const;
