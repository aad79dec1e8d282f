import type { TimeSlot } from '../constants/time-slots';
import type { MatchType } from '../constants/fixtures';
import type { UnplacedKind } from './unplaced-reasons';

export interface ScheduleSettings {
  /** IANA zone; every date and time below is wall-clock time there. */
  timeZone: string;
  /** In order of preference: a match takes the first free court. */
  courts: { name: string }[];
  /** 'YYYY-MM-DD' with 'HH:mm' hours (24h, end after start). */
  days: { date: string; start: string; end: string }[];
  /** Expected match length; knockout matches take the league minutes. */
  minutes: { league: number; 'semi-final': number; final: number };
  /** Least gap between the end of a player's match and the start of their next one on the same day. */
  restMinutes: number;
}

export interface SchedulableMatch {
  id: string;
  division: string;
  matchType: MatchType;
  round: number;
  /** Everyone on court: 2 in singles, 4 in doubles. */
  players: string[];
}

/** A locked placement; `start` is local 'YYYY-MM-DDTHH:mm'. */
export interface FixedPlacement {
  matchId: string;
  court: string;
  start: string;
}

export interface ScheduleInput {
  settings: ScheduleSettings;
  matches: SchedulableMatch[];
  /** Player id → chosen slots; a player left out, with none, or flexible is free all day. */
  availability: Record<string, TimeSlot[]>;
  /** Kept exactly as given and placed before anything else; one that breaks the settings is flagged. */
  fixed?: FixedPlacement[];
  /** Player id → name, so reasons and flags name people (the id alone otherwise). */
  names?: Record<string, string>;
  /** The tournament's first and last day ('YYYY-MM-DD'): the summary's fixes stay inside them, or say to move them. */
  dates?: { start: string; end: string };
}

/** `start` and `end` are ISO 8601 with the zone's offset at that instant. */
export interface Placement {
  matchId: string;
  court: string;
  start: string;
  end: string;
}

/** A match with no place: what blocks it, as a kind and a sentence for people that names the player, window or stage. */
export interface Unplaced {
  matchId: string;
  kind: UnplacedKind;
  reason: string;
}

/** A kept placement (locked or played) the current settings no longer allow: outside the days, hours or a player's time. */
export interface FlaggedPlacement {
  matchId: string;
  message: string;
}

export interface Schedule {
  placed: Placement[];
  unplaced: Unplaced[];
  flagged: FlaggedPlacement[];
}

/** What would place more matches: more or other playing days, longer hours, more courts, shorter matches. */
export type ScheduleFixKind = 'days' | 'hours' | 'courts' | 'length';

export interface ScheduleFix {
  kind: ScheduleFixKind;
  /** For people, e.g. "Add Saturday 12 December: 14 of these matches have players free that day". */
  message: string;
}

/** The draft's opening words: what could not be placed and why, in plain sentences, and the fixes that would help. */
export interface ScheduleSummary {
  /** Most important first; empty when every match has a place. */
  lines: string[];
  fixes: ScheduleFix[];
}

export type ClashKind = 'court' | 'player' | 'rest' | 'availability' | 'order' | 'hours';

/** `message` is for people: it names what is in the way. */
export interface Clash {
  kind: ClashKind;
  message: string;
}
