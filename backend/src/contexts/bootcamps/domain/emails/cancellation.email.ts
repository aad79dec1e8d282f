import { htmlParagraphs, type EmailMessage } from '../../../../platform/mail';
import type { BootcampDeletedPayload } from '../events/bootcamp-deleted.event';
import { kindOf } from './bootcamp-facts';

/** Tells a registrant the bootcamp they registered for was removed, and their registration with it. */
export function bootcampCancelledEmail(
  bootcamp: Pick<BootcampDeletedPayload, 'title' | 'type' | 'startDate'>,
  registrant: { email: string; firstName: string },
  appUrl: string,
): EmailMessage {
  const kind = kindOf(bootcamp);
  const lines = [
    `Hi ${registrant.firstName},`,
    '',
    `The ${kind.toLowerCase()} ${bootcamp.title} (starting ${bootcamp.startDate}) has been cancelled by the RallyPoint team, and your registration with it.`,
    'Please contact the RallyPoint team if you have questions.',
    `Find another bootcamp or clinic on your dashboard: ${appUrl}/dashboard`,
  ];
  return {
    to: registrant.email,
    kind: 'bootcamp-cancelled',
    subject: `${kind} cancelled: ${bootcamp.title}`,
    text: lines.join('\n'),
    html: htmlParagraphs(lines),
  };
}
