import {
  MATCH_TYPE_LABELS,
  resultScoreText,
  type MatchType,
  type ResultOutcome,
  type ResultSet,
  type ResultWinner,
} from '@rallypoint/shared';
import type { EmailMessage } from '../../../platform/mail';
import { resultsQueueUrl } from './result-links';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const htmlText = (value: string) => value.replace(/[&<>"']/g, (c) => ENTITIES[c]);

export const resultSubmittedSubject = (tournamentName: string) => `Result awaiting approval: ${tournamentName}`;

/** Tells the tournament's organizer a player logged a result that waits for their decision. */
export function resultSubmittedEmail(input: {
  organizer: { email: string; firstName: string };
  tournamentName: string;
  playerName: string;
  opponentName: string;
  matchType: MatchType;
  sets: ResultSet[];
  outcome: ResultOutcome;
  winner: ResultWinner;
  tournamentId: number;
  appUrl: string;
}): EmailMessage {
  const winnerName = input.winner === 'player' ? input.playerName : input.opponentName;
  const lines = [
    `Hi ${input.organizer.firstName},`,
    '',
    `${input.playerName} logged a ${MATCH_TYPE_LABELS[input.matchType]} result against ${input.opponentName} in ${input.tournamentName}.`,
    `Score (${input.playerName} first): ${resultScoreText(input)}. Winner: ${winnerName}.`,
    "It is pending until you approve or reject it in the tournament's results queue:",
    resultsQueueUrl(input.appUrl, input.tournamentId),
  ];
  return {
    to: input.organizer.email,
    kind: 'result-submitted',
    subject: resultSubmittedSubject(input.tournamentName),
    text: lines.join('\n'),
    html: lines.map((line) => (line ? `<p>${htmlText(line)}</p>` : '')).join('\n'),
  };
}
