import type { TimeSlot } from '../constants/time-slots';
import type { MatchType } from '../constants/fixtures';
import type { UnplacedReason } from './unplaced-reasons';

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
  /** Kept exactly as given and placed before anything else. */
  fixed?: FixedPlacement[];
}

/** `start` and `end` are ISO 8601 with the zone's offset at that instant. */
export interface Placement {
  matchId: string;
  court: string;
  start: string;
  end: string;
}

export interface Unplaced {
  matchId: string;
  reason: UnplacedReason;
}

export interface Schedule {
  placed: Placement[];
  unplaced: Unplaced[];
}

export type ClashKind = 'court' | 'player' | 'rest' | 'availability' | 'order' | 'hours';

/** `message` is for people: it names what is in the way. */
export interface Clash {
  kind: ClashKind;
  message: string;
}
