import { htmlText } from './html-text';

/**
 * Where a secret (e.g. a link's raw token) goes in a mail's text and html. The outbox stores the body with these slots
 * and the secrets in their own column, cleared once the mail is sent: a stored mail never holds a usable secret after
 * it has gone out, while every attempt until then can still fill the slots in.
 */
export const secretSlot = (name: string): string => `{{secret.${name}}}`;

/** The body as sent: every slot replaced by its secret (escaped in html, where the slot may sit inside an attribute). */
export function fillSecrets<T extends { text: string; html: string | null }>(mail: T, secrets: Record<string, string> | null): T {
  if (!secrets) return mail;
  let { text, html } = mail;
  for (const [name, value] of Object.entries(secrets)) {
    text = text.split(secretSlot(name)).join(value);
    html = html?.split(secretSlot(name)).join(htmlText(value)) ?? null;
  }
  return { ...mail, text, html };
}
