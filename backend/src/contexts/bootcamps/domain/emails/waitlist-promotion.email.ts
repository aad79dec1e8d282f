import { htmlParagraphs, type EmailMessage } from '../../../../platform/mail';
import { bootcampOnDashboardUrl, kindOf, whenAndWhere, type BootcampFacts } from './bootcamp-facts';

/** Tells the first user in line that a place opened and is now theirs: no action needed to keep it. */
export function bootcampWaitlistPromotionEmail(
  bootcamp: BootcampFacts & { id: number },
  registrant: { email: string; firstName: string },
  appUrl: string,
): EmailMessage {
  const lines = [
    `Hi ${registrant.firstName},`,
    '',
    `A place opened in the ${kindOf(bootcamp).toLowerCase()} ${bootcamp.title} and it is yours: you were first on the waitlist, so you are now registered.`,
    ...whenAndWhere(bootcamp),
    '',
    `See it on your dashboard: ${bootcampOnDashboardUrl(appUrl, bootcamp.id)}`,
    'If you can no longer come, cancel there so the next person in line gets the place.',
  ];
  return {
    to: registrant.email,
    kind: 'bootcamp-waitlist-promotion',
    subject: `You're in: ${bootcamp.title}`,
    text: lines.join('\n'),
    html: htmlParagraphs(lines),
  };
}
