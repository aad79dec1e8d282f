/** The lengths a free-play booking may have, in minutes. */
export const FREE_PLAY_DURATIONS = [60, 90, 120, 150, 180] as const;
export type FreePlayDuration = (typeof FREE_PLAY_DURATIONS)[number];

/** A match event's default duration, 60 (tournament matches and invites take this). */
export const DEFAULT_MATCH_DURATION = 60;

/** How a match came to be: the two schedule-match tabs, or an invite from Find Players. */
export const SOCIAL_MATCH_TYPES = ['tournament', 'free_play', 'invite'] as const;
export type SocialMatchType = (typeof SOCIAL_MATCH_TYPES)[number];

export const SOCIAL_MATCH_TYPE_LABELS: Record<SocialMatchType, string> = {
  tournament: 'Tournament Match',
  free_play: 'Free Play / General Hit',
  invite: 'Match Invite',
};

/** The invitee's answer; every proposal starts pending. */
export const MATCH_RESPONSES = ['pending', 'accepted', 'declined'] as const;
export type MatchResponse = (typeof MATCH_RESPONSES)[number];
export const MATCH_ANSWERS = ['accepted', 'declined'] as const;
export type MatchAnswer = (typeof MATCH_ANSWERS)[number];

/** Bounds for what people type (every string is bounded: docs/product-rules.md#validation-messages-and-error-answers). */
export const SOCIAL_LIMITS = {
  subject: 200,
  message: 2000,
  kudos: 500,
  matchMessage: 1000,
  venue: 200,
} as const;

export const MESSAGE_BOXES = ['received', 'sent'] as const;
export type MessageBox = (typeof MESSAGE_BOXES)[number];

export const MATCH_SIDES = ['all', 'received', 'sent'] as const;
export type MatchSide = (typeof MATCH_SIDES)[number];

/**
 * GET /api/matches order: `upcoming` (the default) lists upcoming matches first in start order, then past ones;
 * `unanswered_first` puts the invitations still awaiting the caller's answer ahead of that (the inbox).
 */
export const MATCH_ORDERS = ['upcoming', 'unanswered_first'] as const;
export type MatchOrder = (typeof MATCH_ORDERS)[number];

/** What the app tells a player in-app (order of play published, a place from a waitlist), newest first. */
export const PLAYER_UPDATE_KINDS = ['order-of-play', 'waitlist-promoted', 'result-to-confirm', 'result-answered'] as const;
export type PlayerUpdateKind = (typeof PLAYER_UPDATE_KINDS)[number];
