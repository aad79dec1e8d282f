import { htmlParagraphs, type EmailMessage } from '../../../../platform/mail';
import { bootcampOnDashboardUrl, kindOf, whenAndWhere, type BootcampFacts } from './bootcamp-facts';

/** What a registrant keeps: which bootcamp or clinic, when and where. */
export function bootcampRegistrationEmail(
  bootcamp: BootcampFacts & { id: number },
  registrant: { email: string; firstName: string },
  appUrl: string,
): EmailMessage {
  const lines = [
    `Hi ${registrant.firstName},`,
    '',
    `You are registered for the ${kindOf(bootcamp).toLowerCase()} ${bootcamp.title}.`,
    ...whenAndWhere(bootcamp),
    '',
    `See it, or cancel, on your dashboard: ${bootcampOnDashboardUrl(appUrl, bootcamp.id)}`,
    'See you on court!',
  ];
  return {
    to: registrant.email,
    kind: 'bootcamp-registration-confirmation',
    subject: `Registration confirmed: ${bootcamp.title}`,
    text: lines.join('\n'),
    html: htmlParagraphs(lines),
  };
}
