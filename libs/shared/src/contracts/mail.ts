import type { z } from 'zod';
import type { emailPreferencesSchema } from './schemas/mail';
import type { emailPreferencesInputSchema, oneClickUnsubscribeSchema, unsubscribeQuerySchema } from '../validation/mail.schemas';

export type EmailPreferences = z.output<typeof emailPreferencesSchema>;

export type EmailPreferencesInput = z.output<typeof emailPreferencesInputSchema>;

export type UnsubscribeQuery = z.output<typeof unsubscribeQuerySchema>;

export type OneClickUnsubscribe = z.output<typeof oneClickUnsubscribeSchema>;
