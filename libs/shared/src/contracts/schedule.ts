import type { MatchType } from './fixtures';
import type { ScheduleSettingsBody } from '../validation/schedule.schemas';

/** `GET /api/tournaments/{id}/schedule-settings`: the saved settings, or the defaults from the tournament's dates. */
export interface ScheduleSettingsView extends ScheduleSettingsBody {
  savedAt: string | null;
}

/** One match's place: court and times as ISO 8601 with the tournament's offset. */
export interface SchedulePlacement {
  matchId: string;
  court: string;
  start: string;
  end: string;
}

export interface ScheduleUnplaced {
  matchId: string;
  reason: string;
}

/** `POST /api/tournaments/{id}/schedule`: the computed draft. */
export interface ScheduleDraft {
  placed: SchedulePlacement[];
  unplaced: ScheduleUnplaced[];
}

export interface OrderOfPlayMatch extends SchedulePlacement {
  locked: boolean;
  division: string;
  matchType: MatchType;
  round: number;
  /** Who plays: a player's name, or a doubles pair's names joined with ' / '. */
  side1: string;
  side2: string;
  /** The signed-in person plays in it (their e-mail is on one of its registrations). */
  mine: boolean;
  /** Draft view: differs from what is published (a new placement, a move, or a removal still to publish). */
  changed: boolean;
}

export interface OrderOfPlayUnplaced extends ScheduleUnplaced {
  division: string;
  side1: string;
  side2: string;
}

/** `GET /api/tournaments/{id}/schedule`: one day of the order of play, published (public) or the organizer's draft. */
export interface OrderOfPlay {
  tournamentId: number;
  tournamentName: string;
  view: 'published' | 'draft';
  timeZone: string;
  courts: string[];
  /** Playing days that hold at least one match of this view, in order; `day` is the one shown. */
  days: string[];
  day: string | null;
  publishedAt: string | null;
  matches: OrderOfPlayMatch[];
  /** Draft view only: matches the draft could not place, with why. */
  unplaced: OrderOfPlayUnplaced[];
  /** Public calendar of the published order of play (path under the API). */
  calendarPath: string | null;
}

/** `POST /api/tournaments/{id}/schedule/publish`. */
export interface SchedulePublication {
  publishedAt: string;
  matchCount: number;
  changedCount: number;
  playersTold: number;
}

/** `GET /api/me/matches`: a published match of the signed-in player. */
export interface MyScheduledMatch {
  tournamentId: number;
  tournamentName: string;
  matchId: string;
  court: string;
  start: string;
  end: string;
  timeZone: string;
  matchType: MatchType;
  division: string;
  /** The other side's names. */
  opponent: string;
}

/** `GET /api/me/calendar` (null until created), `POST /api/me/calendar` (created or renewed): the private feed's secret address. */
export interface CalendarFeed {
  url: string | null;
}
