import { z } from 'zod';
import { FIXTURE_TYPES, MATCH_TYPES } from '../constants/fixtures';
import { PG_INTEGER_MAX } from '../constants/database';
import { MAX_DIVISIONS, MAX_MATCHES_PER_SAVE } from '../constants/tournaments';

/** The largest draw a bracket is built for. */
export const MAX_BRACKET_SIDES = 256;
import { multiLine, oneOf, singleLine } from './fields';
import { SAVE_FIXTURES_MESSAGES as M } from './messages';
import { RESULT_MESSAGES } from './result.messages';
import { scoreField } from './result.schemas';
import { MAX_SETS, RESULT_OUTCOMES } from '../scores';

/**
 * Players travel by id (fixtures/fixture-players.ts); the server takes names and contacts from the tournament's
 * entries. Whatever else a player carries (name, contacts, the `rating` the manager seeds with) is stripped, not
 * refused: ratings change with every approved result, so a stored copy would go stale, and fixtures sent back as they
 * were loaded must still save.
 */
/** An entry id, whichever way the entry was made (docs/decisions/0013): always positive. */
const playerId = z.number({ error: M.player }).int(M.player).min(1, M.player).max(PG_INTEGER_MAX, M.player);
const playerRef = z.object({ id: playerId }, { error: M.player });
/** A side every match and team must have: missing, it is a 400 naming the field, not a crash further on. */
const requiredSide = (missing: string) =>
  z.object({ id: playerId }, { error: (issue) => (issue.input === undefined || issue.input === null ? missing : M.player) });
/** Ids, labels, times and courts are one line each. */
const line = (field: string, max: number, message: string) => singleLine(field, message).max(max, message);
const optionalLine = (field: string, max: number, message: string) => line(field, max, message).nullish();

const match = z.object({
  id: line('Match id', 80, M.matchId),
  matchType: oneOf(MATCH_TYPES, M.matchType),
  fixtureType: oneOf(FIXTURE_TYPES, M.fixtureType),
  division: line('Division', 120, M.matchDivision),
  round: z.number({ error: M.round }).int(M.round).min(1, M.round).max(PG_INTEGER_MAX, M.round),
  player1: requiredSide(M.matchPlayers),
  player2: requiredSide(M.matchPlayers),
  player3: playerRef.nullish(),
  player4: playerRef.nullish(),
  scheduledTime: optionalLine('Scheduled time', 40, M.scheduledTime),
  court: optionalLine('Court', 60, M.court),
  // A copy of a stored side's name: one saved before line breaks were refused must not block a save.
  winner: multiLine('Winner', M.winner).max(200, M.winner).nullish(),
  /** The score a result stored with the winner; sent back unchanged when saved fixtures are saved again. */
  sets: z
    .array(z.object({ side1: scoreField, side2: scoreField, tieBreak1: scoreField.nullish(), tieBreak2: scoreField.nullish() }), {
      error: RESULT_MESSAGES.sets,
    })
    .max(MAX_SETS, RESULT_MESSAGES.tooManySets)
    .nullish(),
  outcome: z.enum(RESULT_OUTCOMES, { message: RESULT_MESSAGES.outcome }).nullish(),
});

const team = z.object({
  id: line('Team id', 80, M.teamId),
  teamName: line('Team name', 200, M.teamName),
  division: line('Division', 120, M.teamDivision),
  player1: requiredSide(M.teamPlayers),
  player2: requiredSide(M.teamPlayers),
});

/** A knockout division's seeds, best first: each a player, or the two players of a doubles pair. */
const bracket = z.object(
  {
    division: line('Division', 120, M.brackets),
    thirdPlace: z.boolean({ error: M.brackets }),
    seeds: z
      .array(z.array(playerRef, { error: M.brackets }).min(1, M.brackets).max(2, M.brackets), { error: M.brackets })
      .min(2, M.brackets)
      .max(MAX_BRACKET_SIDES, M.brackets),
  },
  { error: M.brackets },
);

/** POST /api/tournaments/{id}/fixtures: the fixture manager's whole state, replacing what was saved. */
export const saveFixturesSchema = z.object({
  matches: z.array(match, { error: M.matches }).max(MAX_MATCHES_PER_SAVE, M.tooManyMatches),
  divisions: z.record(line('Division', 120, M.divisions), z.array(playerRef, { error: M.divisions }), { error: M.divisions }),
  teams: z.array(team, { error: M.teams }).optional(),
  fixtureType: oneOf(FIXTURE_TYPES, M.fixtureType).optional(),
  matchType: oneOf(MATCH_TYPES, M.matchType).optional(),
  seed: z.number({ error: M.seed }).int(M.seed).min(0, M.seed).max(PG_INTEGER_MAX, M.seed).optional(),
  brackets: z
    .array(bracket, { error: M.brackets })
    .max(MAX_DIVISIONS, M.brackets)
    .refine((list) => new Set(list.map((b) => b.division)).size === list.length, M.brackets)
    .optional(),
});
export type SaveFixturesBody = z.output<typeof saveFixturesSchema>;
