import type { z } from 'zod';
import type { emailPreferencesSchema } from './schemas/mail';

export type EmailPreferences = z.output<typeof emailPreferencesSchema>;
