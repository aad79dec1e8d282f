import { htmlParagraphs } from './html-text';

/**
 * What a bulk mail carries besides its body (decisions.md "Languages and e-mail manners"): List-Unsubscribe with
 * one-click unsubscribe (RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` to the address), and the same
 * address at the foot of the body, where a GET leads to a page that asks before it unsubscribes.
 */
export function bulkHeaders(unsubscribeLink: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeLink}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export const unsubscribeLine = (unsubscribeLink: string) =>
  `You get announcements and order-of-play news by e-mail. Stop them: ${unsubscribeLink}`;

export function withUnsubscribeFooter<T extends { text: string; html: string | null }>(mail: T, unsubscribeLink: string): T {
  const line = unsubscribeLine(unsubscribeLink);
  return {
    ...mail,
    text: `${mail.text}\n\n--\n${line}`,
    html: mail.html === null ? null : `${mail.html}\n<hr>\n${htmlParagraphs([line])}`,
  };
}
