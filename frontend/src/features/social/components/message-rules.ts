import { zodResolver } from '@hookform/resolvers/zod';
import { sendMessageSchema } from '@rallypoint/shared';

/** The message form's rules, loaded on demand (lazyResolver). */
export const messageResolver = zodResolver(sendMessageSchema);
