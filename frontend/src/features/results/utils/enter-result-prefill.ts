import { matchSides, type FixtureMatch, type MatchType } from '@rallypoint/shared';
import { stageText } from './result-stage';

/**
 * What Enter Result opens with when started from a match (the fixture manager's match row, a placed match in the
 * order of play): the match's two entries, named until the picker's list has them, and the match itself.
 */
export interface EnterResultPrefill {
  playerEntryId: number;
  playerName: string;
  opponentEntryId: number;
  opponentName: string;
  fixtureMatchId: string;
  matchType: MatchType;
  /** How the match reads: "League · Division 1 · Round 2". */
  matchLabel: string;
}

/** A saved singles match's prefill (side 1 as the player); null for a doubles match, which a result cannot record. */
export function prefillFromMatch(match: FixtureMatch): EnterResultPrefill | null {
  const [[player], [opponent]] = matchSides(match);
  if (match.fixtureType !== 'singles' || !player || !opponent) return null;
  return {
    playerEntryId: player.id,
    playerName: player.name,
    opponentEntryId: opponent.id,
    opponentName: opponent.name,
    fixtureMatchId: match.id,
    matchType: match.matchType,
    matchLabel: stageText(match),
  };
}
