import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@rallypoint/shared';

/** The sign-in form's rules, loaded on demand (lazyResolver). */
export const loginResolver = zodResolver(loginSchema);
