import {
  MATCH_TYPE_LABELS,
  ratingChangeText,
  resultScoreText,
  SPORT_LABELS,
  type RatingChangeValues,
  type Sport,
  type MatchType,
  type ResultOutcome,
  type ResultDecision,
  type ResultSet,
  type ResultWinner,
} from '@rallypoint/shared';
import { htmlParagraphs, type EmailMessage } from '../../../platform/mail';
import { resultUrl } from './result-links';

/** How an approved result moved each side's rating; null for a side without one (ratings move between accounts). */
export interface DecidedRatings {
  sport: Sport;
  you: RatingChangeValues | null;
  opponent: RatingChangeValues | null;
}

function ratingLines(ratings: DecidedRatings | undefined, opponentName: string): string[] {
  if (!ratings) return [];
  const sport = SPORT_LABELS[ratings.sport];
  return [
    ...(ratings.you ? [`Your ${sport} rating: ${ratingChangeText(ratings.you)}.`] : []),
    ...(ratings.opponent ? [`${opponentName}'s ${sport} rating: ${ratingChangeText(ratings.opponent)}.`] : []),
  ];
}

export const resultDecidedSubject = (decision: ResultDecision, tournamentName: string) =>
  decision === 'approved' ? `Result approved: ${tournamentName}` : `Result rejected: ${tournamentName}`;

/**
 * Tells the player who logged a result what the organizer (or an admin) decided on it; an approval, once rated, with
 * how it moved both players' ratings (old → new).
 */
export function resultDecidedEmail(input: {
  submitter: { email: string; firstName: string };
  decision: ResultDecision;
  tournamentName: string;
  opponentName: string;
  matchType: MatchType;
  sets: ResultSet[];
  outcome: ResultOutcome;
  winner: ResultWinner;
  resultId: number;
  appUrl: string;
  ratings?: DecidedRatings;
}): EmailMessage {
  const outcome =
    input.decision === 'approved'
      ? 'If the fixtures have a scheduled match between you two, it is now Completed with this score.'
      : 'It does not count. If you think that is a mistake, ask the organizer, or log the result again.';
  const lines = [
    `Hi ${input.submitter.firstName},`,
    '',
    `Your ${MATCH_TYPE_LABELS[input.matchType]} result against ${input.opponentName} in ${input.tournamentName} was ${input.decision}.`,
    `Score (you first): ${resultScoreText(input)}. Winner: ${input.winner === 'player' ? 'you' : input.opponentName}.`,
    ...ratingLines(input.ratings, input.opponentName),
    outcome,
    'The result and its history:',
    resultUrl(input.appUrl, input.resultId),
  ];
  return {
    to: input.submitter.email,
    kind: `result-${input.decision}`,
    subject: resultDecidedSubject(input.decision, input.tournamentName),
    text: lines.join('\n'),
    html: htmlParagraphs(lines),
  };
}
