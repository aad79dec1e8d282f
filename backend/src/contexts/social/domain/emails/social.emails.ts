import { SOCIAL_MATCH_TYPE_LABELS, SPORT_LABELS, type MatchAnswer } from '@rallypoint/shared';
import { htmlParagraphs, type EmailMessage } from '../../../../platform/mail';
import type { MatchEvent } from '../match-event.entity';
import { fullName } from '../person';

/** What an e-mail needs to know about a person (identity's UserProfile has these). */
export interface UserProfileLike {
  email: string;
  firstName: string;
  lastName: string;
  username: string;
}

const readOnDashboard = (appUrl: string) => `Read it and reply on your dashboard: ${appUrl}/dashboard`;

function email(to: string, kind: string, subject: string, lines: string[]): EmailMessage {
  return { to, kind, subject, text: lines.join('\n'), html: htmlParagraphs(lines) };
}

export function messageEmail(
  sender: UserProfileLike,
  recipient: UserProfileLike,
  message: { subject: string; body: string },
  appUrl: string,
): EmailMessage {
  return email(recipient.email, 'social-message', `New message from ${fullName(sender)}: ${message.subject}`, [
    `Hi ${recipient.firstName},`,
    '',
    `${fullName(sender)} (@${sender.username}) sent you a message.`,
    `Subject: ${message.subject}`,
    '',
    message.body,
    '',
    readOnDashboard(appUrl),
  ]);
}

export function kudosEmail(sender: UserProfileLike, recipient: UserProfileLike, message: string, appUrl: string): EmailMessage {
  return email(recipient.email, 'social-kudos', `${fullName(sender)} sent you kudos`, [
    `Hi ${recipient.firstName},`,
    '',
    `${fullName(sender)} (@${sender.username}) sent you kudos:`,
    '',
    message,
    '',
    `See it on your dashboard: ${appUrl}/dashboard`,
  ]);
}

const when = (match: Pick<MatchEvent, 'date' | 'time' | 'duration'>) =>
  `${match.date} at ${match.time.slice(0, 5)} (${match.duration} minutes)`;

function matchLines(match: MatchEvent): string[] {
  return [
    // The title often names the type already ("Match invite: Tennis"), so the type gets a line of its own.
    match.title,
    `Type: ${SOCIAL_MATCH_TYPE_LABELS[match.type]}`,
    ...(match.sport ? [`Sport: ${SPORT_LABELS[match.sport]}`] : []),
    `When: ${when(match)}`,
    `Venue: ${match.venue}`,
  ];
}

export function matchProposedEmail(
  proposer: UserProfileLike,
  opponent: UserProfileLike,
  match: MatchEvent,
  appUrl: string,
): EmailMessage {
  return email(opponent.email, 'social-match-proposed', `Match invitation from ${fullName(proposer)}`, [
    `Hi ${opponent.firstName},`,
    '',
    `${fullName(proposer)} (@${proposer.username}) invites you to a match.`,
    ...matchLines(match),
    ...(match.notes ? ['', `Message: ${match.notes}`] : []),
    '',
    `Accept or decline in Schedule Match: ${appUrl}/schedule-match`,
  ]);
}

export function matchAnsweredEmail(
  proposer: UserProfileLike,
  opponent: UserProfileLike,
  match: MatchEvent,
  response: MatchAnswer,
  appUrl: string,
): EmailMessage {
  return email(proposer.email, 'social-match-answered', `${fullName(opponent)} ${response} your match invitation`, [
    `Hi ${proposer.firstName},`,
    '',
    `${fullName(opponent)} (@${opponent.username}) ${response} your match invitation.`,
    ...matchLines(match),
    '',
    `Your matches: ${appUrl}/schedule-match`,
  ]);
}
