import { z } from 'zod';

/** `GET/PUT /api/me/email-preferences`: tournament announcements and order-of-play news by e-mail, or not. */
export const emailPreferencesSchema = z.object({ tournamentNews: z.boolean() });
