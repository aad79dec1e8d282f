import type { Role } from '@rallypoint/shared';

/** Public profile data other contexts may show about users (organizer names, participants). */
export interface UserProfile {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  organizationName: string | null;
  userType: string;
  level: string | null;
  sports: string[];
  isActive: boolean;
  /** The e-mail address is the account holder's (verified through its link): entries of that address are theirs. */
  emailVerified: boolean;
  /** The app's role (admin, organizer or player), so callers need not read the stored columns. */
  role: Role;
}

export class GetUserProfilesQuery {
  constructor(readonly userIds: number[]) {}
}
