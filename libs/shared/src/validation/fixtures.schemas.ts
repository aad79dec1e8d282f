import { z } from 'zod';
import { FIXTURE_TYPES, MATCH_TYPES } from '../contracts/fixtures';
import { MAX_MATCHES_PER_SAVE } from '../constants/tournaments';
import { oneOf } from './fields';
import { SAVE_FIXTURES_MESSAGES as M } from './messages';
import { MAX_SETS, RESULT_MESSAGES } from './result.messages';
import { gamesField } from './result.schemas';

/** Players travel by registration id; the server takes names and contacts from the registrations. */
const playerRef = z.object({ id: z.number({ error: M.player }).int(M.player).min(1, M.player) }, { error: M.player });
/** A side every match and team must have: missing, it is a 400 naming the field, not a crash further on. */
const requiredSide = (missing: string) =>
  z.object({ id: z.number({ error: M.player }).int(M.player).min(1, M.player) }, { error: (issue) => (issue.input === undefined || issue.input === null ? missing : M.player) });
const optionalText = (max: number, message: string) => z.string({ error: message }).max(max, message).nullish();

const match = z.object({
  id: z.string({ error: M.matchId }).max(80, M.matchId),
  matchType: oneOf(MATCH_TYPES, M.matchType),
  fixtureType: oneOf(FIXTURE_TYPES, M.fixtureType),
  division: z.string({ error: M.matchDivision }).max(120, M.matchDivision),
  round: z.number({ error: M.round }).int(M.round).min(1, M.round),
  player1: requiredSide(M.matchPlayers),
  player2: requiredSide(M.matchPlayers),
  player3: playerRef.nullish(),
  player4: playerRef.nullish(),
  scheduledTime: optionalText(40, M.scheduledTime),
  court: optionalText(60, M.court),
  winner: optionalText(200, M.winner),
  /** The score a result stored with the winner; sent back unchanged when saved fixtures are saved again. */
  sets: z
    .array(z.object({ side1: gamesField, side2: gamesField }), { error: RESULT_MESSAGES.sets })
    .max(MAX_SETS, RESULT_MESSAGES.tooManySets)
    .nullish(),
});

const team = z.object({
  id: z.string({ error: M.teamId }).max(80, M.teamId),
  teamName: z.string({ error: M.teamName }).max(200, M.teamName),
  division: z.string({ error: M.teamDivision }).max(120, M.teamDivision),
  player1: requiredSide(M.teamPlayers),
  player2: requiredSide(M.teamPlayers),
});

/** POST /api/tournaments/{id}/fixtures: the fixture manager's whole state, replacing what was saved. */
export const saveFixturesSchema = z.object({
  matches: z.array(match, { error: M.matches }).max(MAX_MATCHES_PER_SAVE, M.tooManyMatches),
  divisions: z.record(z.string().max(120, M.divisions), z.array(playerRef, { error: M.divisions }), { error: M.divisions }),
  teams: z.array(team, { error: M.teams }).optional(),
  fixtureType: oneOf(FIXTURE_TYPES, M.fixtureType).optional(),
  matchType: oneOf(MATCH_TYPES, M.matchType).optional(),
  seed: z.number({ error: M.seed }).int(M.seed).min(0, M.seed).optional(),
});
export type SaveFixturesBody = z.output<typeof saveFixturesSchema>;
