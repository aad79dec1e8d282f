import { z } from 'zod';
import { FIXTURE_TYPES, MATCH_TYPES } from '../../constants/fixtures';
import { SKILL_LEVELS } from '../../constants/levels';
import { RESULT_OUTCOMES, SCORE_FORMATS } from '../../scores/score-formats';
import { STANDINGS_RULEBOOKS } from '../../standings/standings-rulebooks';
import { id } from './common';

/**
 * A registrant as the fixture engine sees them. Contact details (docs/product-rules.md#privacy) are present for the
 * tournament's organizer and admins only; the public fixtures page gets names and levels.
 */
export const fixturePlayerSchema = z.object({
  id,
  name: z.string(),
  email: z.string().optional(),
  phone: z.string().optional(),
  skillLevel: z.enum(SKILL_LEVELS).nullable(),
  skillDescription: z.string().nullable().optional(),
  /** The player's account, when they have one: shown beside the name where people who share a name are picked. */
  username: z.string().nullable().optional(),
  /**
   * The player's rating in the tournament's sport, when they have one: divisions by rating and seeding use it. The
   * manager adds it from GET …/player-ratings; saves drop it (the server rebuilds players from their entries).
   */
  rating: z.number().nullable().optional(),
});

export const doublesTeamSchema = z.object({
  id: z.string(),
  teamName: z.string(),
  division: z.string(),
  player1: fixturePlayerSchema,
  player2: fixturePlayerSchema,
});

/** One set (or game) of a completed fixture match: won by side 1 and by side 2; a 7-6 tennis set may keep its tie-break. */
export const fixtureSetScoreSchema = z.object({
  side1: z.number(),
  side2: z.number(),
  tieBreak1: z.number().nullable().optional(),
  tieBreak2: z.number().nullable().optional(),
});

export const fixtureMatchSchema = z.object({
  id: z.string(),
  matchType: z.enum(MATCH_TYPES),
  fixtureType: z.enum(FIXTURE_TYPES),
  division: z.string(),
  round: z.number(),
  player1: fixturePlayerSchema,
  player2: fixturePlayerSchema,
  player3: fixturePlayerSchema.nullable().optional(),
  player4: fixturePlayerSchema.nullable().optional(),
  scheduledTime: z.string().nullable().optional(),
  court: z.string().nullable().optional(),
  winner: z.string().nullable().optional(),
  /** Games (or points) per set once a result completed the match, side 1 (player1 / first team) first. */
  sets: z.array(fixtureSetScoreSchema).nullable().optional(),
  /** How a completed match ended: played out, a walkover, or a retirement (with the score so far). */
  outcome: z.enum(RESULT_OUTCOMES).nullable().optional(),
});

/** Division label → its players. */
export const divisionsSchema = z.record(z.string(), z.array(fixturePlayerSchema));

/**
 * A division's seeded knockout as drawn: its sides in seed order (best first; a side is one player, or a doubles
 * pair) and whether losers of the semi-finals play for third place. With the saved knockout matches' winners this
 * rebuilds the whole bracket, byes included.
 */
export const savedBracketSchema = z.object({
  division: z.string(),
  thirdPlace: z.boolean(),
  seeds: z.array(z.array(fixturePlayerSchema)),
});

/** `POST /api/tournaments/{id}/fixtures`: the fixtures as saved, players rebuilt from their entries. */
export const savedFixturesSchema = z.object({
  tournamentId: id,
  fixtureType: z.enum(FIXTURE_TYPES).nullable(),
  matchType: z.enum(MATCH_TYPES).nullable(),
  seed: z.number().nullable(),
  divisions: divisionsSchema,
  teams: z.array(doublesTeamSchema),
  matches: z.array(fixtureMatchSchema),
  savedAt: z.string().nullable(),
  brackets: z.array(savedBracketSchema),
});

/** A row of the public fixtures page's registered-players table; e-mail and phone only for the organizer and admins. */
export const publicRegisteredPlayerSchema = z.object({
  name: z.string(),
  email: z.string().optional(),
  phone: z.string().nullable().optional(),
  experienceLevel: z.string().nullable(),
  skillLevel: z.enum(SKILL_LEVELS).nullable(),
  registrationDate: z.string(),
});

/** Lots the organizer drew for sides of a division that no standings rule separated: side keys, best first. */
export const drawnLotSchema = z.object({ division: z.string(), order: z.array(z.string()), drawnAt: z.string() });

/**
 * `GET /api/tournaments/{id}/fixtures`: what was saved, plus who is registered (the public page shows both), and how
 * the tournament scores and ranks its matches.
 */
export const tournamentFixturesViewSchema = savedFixturesSchema.extend({
  registeredPlayers: z.array(publicRegisteredPlayerSchema),
  scoreFormat: z.enum(SCORE_FORMATS),
  standingsRulebook: z.enum(STANDINGS_RULEBOOKS),
  lots: z.array(drawnLotSchema),
  /** Whether an order of play has been published (the page asks for it only then). */
  orderOfPlayPublished: z.boolean(),
  /**
   * The entry ids (fixture player ids) of the entries that withdrew: they keep the results they played, and their
   * remaining matches are walkovers to their opponents (docs/decisions/0013).
   */
  withdrawn: z.array(id),
});
