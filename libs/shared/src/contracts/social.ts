import type { PlayerLevel } from '../constants/levels';
import type { MatchResponse, SocialMatchType } from '../constants/social';
import type { Sport } from '../constants/sports';
import type { Page } from './paging';
import type { SportRating } from './ratings';

/** A player as Find Players lists them (docs/product-rules.md#privacy). Users have no city column: `city` is always null. */
export interface FoundPlayer {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  phone: string | null;
  city: string | null;
  state: string | null;
  sports: Sport[];
  level: PlayerLevel | null;
  isActive: boolean;
  /** The player's rating in each sport they have one in. */
  ratings: SportRating[];
}

/** Who sent or received something, as the other side may see them (never contact data). */
export interface PersonRef {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
}

export interface DirectMessage {
  id: number;
  subject: string;
  message: string;
  sender: PersonRef;
  recipient: PersonRef;
  isRead: boolean;
  readAt: string | null;
  createdAt: string;
}

/** A page of messages plus how many received ones are unread (whatever box was asked for). */
export interface MessagePage extends Page<DirectMessage> {
  unreadCount: number;
}

export interface Kudos {
  id: number;
  message: string;
  sender: PersonRef;
  isRead: boolean;
  readAt: string | null;
  createdAt: string;
}

/** A page of received kudos (unread first, then newest) plus how many are unread. */
export interface KudosPage extends Page<Kudos> {
  unreadCount: number;
}

/** Match events, as the two sides of a match see them. */
export interface Match {
  id: number;
  title: string;
  matchType: SocialMatchType;
  sport: Sport | null;
  tournamentId: number | null;
  proposedDate: string;
  proposedTime: string;
  duration: number;
  venue: string;
  message: string | null;
  status: string;
  response: MatchResponse;
  respondedAt: string | null;
  createdAt: string;
  proposer: PersonRef;
  opponent: PersonRef;
  /** From the caller's side: they proposed it (`sent`) or were invited (`received`). */
  direction: 'sent' | 'received';
}

/** A page of matches plus how many invitations await the caller's answer (pending, day not passed), whatever side was asked for. */
export interface MatchPage extends Page<Match> {
  awaitingAnswerCount: number;
}

export interface CreatedId {
  id: number;
  message: string;
}

/** What the app tells a player in-app (order of play published, a place from a waitlist), newest first. */
export const PLAYER_UPDATE_KINDS = ['order-of-play', 'waitlist-promoted', 'result-to-confirm', 'result-answered'] as const;
export type PlayerUpdateKind = (typeof PLAYER_UPDATE_KINDS)[number];

export interface PlayerUpdate {
  id: number;
  kind: PlayerUpdateKind;
  title: string;
  body: string;
  /** Where to act on it, an app path such as '/tournament-fixtures/12'. */
  link: string | null;
  createdAt: string;
  isRead: boolean;
}

/** `GET /api/me/updates`: one page, with how many are unread in all. */
export interface PlayerUpdatePage extends Page<PlayerUpdate> {
  unreadCount: number;
}
