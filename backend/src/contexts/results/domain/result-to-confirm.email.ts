import {
  CONFIRMATION_WINDOW_HOURS,
  MATCH_TYPE_LABELS,
  resultScoreText,
  type MatchType,
  type ResultOutcome,
  type ResultSet,
  type ResultWinner,
} from '@rallypoint/shared';
import { htmlParagraphs, type EmailMessage } from '../../../platform/mail';
import { resultUrl } from './result-links';

/** Asks the opponent of a logged result to confirm or dispute it. */
export function resultToConfirmEmail(input: {
  opponent: { email: string; firstName: string };
  tournamentName: string;
  playerName: string;
  matchType: MatchType;
  sets: ResultSet[];
  outcome: ResultOutcome;
  winner: ResultWinner;
  resultId: number;
  appUrl: string;
}): EmailMessage {
  const winnerName = input.winner === 'player' ? input.playerName : 'you';
  const lines = [
    `Hi ${input.opponent.firstName},`,
    '',
    `${input.playerName} logged your ${MATCH_TYPE_LABELS[input.matchType]} match in ${input.tournamentName}.`,
    `Score (${input.playerName} first): ${resultScoreText(input)}. Winner: ${winnerName}.`,
    `Please confirm it or dispute it within ${CONFIRMATION_WINDOW_HOURS} hours; after that the organizer decides:`,
    resultUrl(input.appUrl, input.resultId),
  ];
  return {
    to: input.opponent.email,
    kind: 'result-to-confirm',
    subject: `Confirm your result: ${input.tournamentName}`,
    text: lines.join('\n'),
    html: htmlParagraphs(lines),
  };
}
