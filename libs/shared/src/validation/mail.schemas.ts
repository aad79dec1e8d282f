import { z } from 'zod';

/** The e-mail preference calls' field messages. */
export const MAIL_MESSAGES = {
  tournamentNews: 'Choose whether to receive tournament announcements and order-of-play news by e-mail',
  oneClick: 'Send List-Unsubscribe=One-Click to unsubscribe',
  token: 'This unsubscribe link is not valid',
} as const;

/** `PUT /api/me/email-preferences`: whether bulk mail (announcements, order-of-play news) is wanted. */
export const emailPreferencesInputSchema = z.object({
  tournamentNews: z.boolean({ message: MAIL_MESSAGES.tournamentNews }),
});
export type EmailPreferencesInput = z.output<typeof emailPreferencesInputSchema>;

/** The link's query: `?token=…` from a bulk mail's List-Unsubscribe. */
export const unsubscribeQuerySchema = z.object({
  token: z.string({ message: MAIL_MESSAGES.token }).min(1, MAIL_MESSAGES.token).max(1000, MAIL_MESSAGES.token),
});
export type UnsubscribeQuery = z.output<typeof unsubscribeQuerySchema>;

/**
 * The one-click POST's form body (RFC 8058), sent as application/x-www-form-urlencoded by mail clients and by the
 * app's own unsubscribe page.
 */
export const oneClickUnsubscribeSchema = z.object({
  'List-Unsubscribe': z.literal('One-Click', { message: MAIL_MESSAGES.oneClick }),
});
export type OneClickUnsubscribe = z.output<typeof oneClickUnsubscribeSchema>;
