import { htmlParagraphs, type EmailMessage } from '../../../platform/mail';
import { resultsQueueUrl } from './result-links';

/** Tells the organizer the opponent disputes a logged result: it waits for their decision. */
export function resultDisputedEmail(input: {
  organizer: { email: string; firstName: string };
  tournamentName: string;
  playerName: string;
  opponentName: string;
  comment: string;
  tournamentId: number;
  appUrl: string;
}): EmailMessage {
  const lines = [
    `Hi ${input.organizer.firstName},`,
    '',
    `${input.opponentName} disputes the result ${input.playerName} logged in ${input.tournamentName}:`,
    `"${input.comment}"`,
    "Decide it, or correct the score, in the tournament's results queue:",
    resultsQueueUrl(input.appUrl, input.tournamentId),
  ];
  return {
    to: input.organizer.email,
    kind: 'result-disputed',
    subject: `Result disputed: ${input.tournamentName}`,
    text: lines.join('\n'),
    html: htmlParagraphs(lines),
  };
}
