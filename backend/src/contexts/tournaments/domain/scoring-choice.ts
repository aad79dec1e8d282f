import {
  DEFAULT_SCORE_FORMAT,
  DEFAULT_STANDINGS_RULEBOOK,
  isScoreFormatFor,
  TOURNAMENT_LIMIT_MESSAGES as L,
} from '@rallypoint/shared';
import type { Tournament } from './tournament.entity';

type Scoring = Pick<Tournament, 'sport' | 'scoreFormat' | 'standingsRulebook'>;

/**
 * An edit that changes the sport alone takes the new sport's score format (the old one cannot score it) and, when
 * the rulebook was the old sport's default, the new default too; a rulebook the organizer chose stays.
 */
export function scoringFollowsSport(current: Scoring, sent: Partial<Scoring>): Partial<Scoring> {
  if (!sent.sport || sent.sport === current.sport) return sent;
  const followed = { ...sent };
  if (!sent.scoreFormat && !isScoreFormatFor(current.scoreFormat, sent.sport))
    followed.scoreFormat = DEFAULT_SCORE_FORMAT[sent.sport];
  if (!sent.standingsRulebook && current.standingsRulebook === DEFAULT_STANDINGS_RULEBOOK[current.sport]) {
    followed.standingsRulebook = DEFAULT_STANDINGS_RULEBOOK[sent.sport];
  }
  return followed;
}

/** The merged tournament's format must be one of its sport's. */
export function scoringProblems(merged: Scoring): Record<string, string[]> {
  return isScoreFormatFor(merged.scoreFormat, merged.sport) ? {} : { scoreFormat: [L.scoreFormatSport] };
}
