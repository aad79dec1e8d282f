import type { Tournament } from '../tournament.entity';
import { htmlParagraphs, type EmailMessage } from '../../../../platform/mail';

/** An announcement as each player of the tournament receives it, with the way to the tournament's page. */
export function announcementEmail(
  tournament: Pick<Tournament, 'id' | 'name'>,
  announcement: { title: string; message: string; postedByName: string },
  recipient: { email: string; name: string },
  appUrl: string,
): EmailMessage {
  const lines = [
    `Hi ${recipient.name},`,
    '',
    `${announcement.postedByName} posted an announcement for ${tournament.name}:`,
    '',
    announcement.title,
    ...announcement.message.split(/\r?\n/),
    '',
    `The draw, the order of play and every announcement: ${appUrl}/tournament-fixtures/${tournament.id}`,
  ];
  return {
    to: recipient.email,
    kind: 'tournament-announcement',
    bulk: true,
    subject: `${tournament.name}: ${announcement.title}`,
    text: lines.join('\n'),
    html: htmlParagraphs(lines),
  };
}
