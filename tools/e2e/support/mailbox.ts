import { E2E } from './e2e-env';

export interface CapturedMail {
  id: number;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  date: string;
}

/**
 * Waits until the mail capture holds a message for `address` (newest first) and returns it.
 * E-mails leave through the outbox and the worker, so they arrive a moment after the request that caused them.
 */
export async function waitForMail(
  address: string,
  { timeoutMs = 30_000, subject }: { timeoutMs?: number; subject?: RegExp } = {},
): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${E2E.mailApi}?to=${encodeURIComponent(address)}`);
    if (!response.ok) throw new Error(`mail capture answered ${response.status}`);
    const mails = (await response.json()) as CapturedMail[];
    const mail = mails.find((m) => !subject || subject.test(m.subject));
    if (mail) return mail;
    if (Date.now() > deadline)
      throw new Error(`no e-mail to ${address}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first link in the mail (text part first, then the HTML part's hrefs), optionally one containing `contains`. */
export function firstLink(mail: CapturedMail, contains = ''): string {
  const candidates = [
    ...(mail.text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? []),
    ...[...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1].replaceAll('&amp;', '&')),
  ];
  const link = candidates.find((url) => url.includes(contains));
  if (!link) throw new Error(`no link${contains ? ` containing ${contains}` : ''} in the e-mail "${mail.subject}"`);
  return link;
}
