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
}

export class GetUserProfilesQuery {
  constructor(readonly userIds: number[]) {}
}
