import type { Role } from '@rallypoint/shared';

/** Who is calling, as the identity context puts it on the request after reading the session. */
export interface SessionUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
}

/** What rules need to know about the caller: who, and in which role. Null when signed out. */
export type Viewer = Pick<SessionUser, 'id' | 'role'>;

export const SESSION_COOKIE_NAME = 'rallypoint.sid';
