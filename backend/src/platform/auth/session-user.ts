import type { SessionRole } from '@rallypoint/shared';

/** Who is calling, as the identity context puts it on the request after reading the session. */
export interface SessionUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  role: SessionRole;
}

/** Guard role names: `player` is the session role `user`. */
export type AccessRole = 'admin' | 'organizer' | 'player';

export function accessRoleOf(user: SessionUser): AccessRole {
  return user.role === 'user' ? 'player' : user.role;
}

export const SESSION_COOKIE_NAME = 'rallypoint.sid';
