export const USER_TYPES = ['organizer', 'individual_player'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const USER_TYPE_LABELS: Record<UserType, string> = {
  organizer: 'Organizer',
  individual_player: 'Individual Player',
};

/** What is stored on the user row. */
export const STORED_ROLES = ['admin', 'player'] as const;
export type StoredRole = (typeof STORED_ROLES)[number];

/** What `GET /api/auth/me` answers and what server guards check. */
export const SESSION_ROLES = ['admin', 'organizer', 'user'] as const;
export type SessionRole = (typeof SESSION_ROLES)[number];

export function sessionRoleOf(user: { role: StoredRole; userType: UserType }): SessionRole {
  if (user.role === 'admin') return 'admin';
  return user.userType === 'organizer' ? 'organizer' : 'user';
}
