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

/** What a tournament registration's stored status reads as in exports. */
export const REGISTRATION_STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'Pending',
};

/** Lengths of an announcement to a tournament's players. */
export const ANNOUNCEMENT_LIMITS = { title: 120, message: 2000 } as const;
