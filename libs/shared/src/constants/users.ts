export const USER_TYPES = ['organizer', 'individual_player'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const USER_TYPE_LABELS: Record<UserType, string> = {
  organizer: 'Organizer',
  individual_player: 'Individual Player',
};

/** The one role vocabulary inside the app: guards, rules, sessions and tests all speak it. */
export const ROLES = ['admin', 'organizer', 'player'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The user row stores `admin` or `player` (docs/product-rules.md#accounts-and-roles); an organizer is a `player` row whose userType is
 * `organizer`. This is the only place that reads the two columns together.
 */
export type RoleColumn = Extract<Role, 'admin' | 'player'>;

export function roleOf(user: { role: RoleColumn; userType: UserType }): Role {
  if (user.role === 'admin') return 'admin';
  return user.userType === 'organizer' ? 'organizer' : 'player';
}

/** What `GET /api/auth/me` answers: players are `user` at the edge and nowhere else. */
export const EDGE_ROLES = ['admin', 'organizer', 'user'] as const;
export type EdgeRole = (typeof EDGE_ROLES)[number];

export const roleAtEdge = (role: Role): EdgeRole => (role === 'player' ? 'user' : role);

/**
 * A cookie scripts can read, set beside the httpOnly session cookie at sign-in and cleared at sign-out, so a
 * browser that is plainly signed out does not ask for the current user and log the expected 401 as an error.
 * It carries no authority: the session cookie alone decides who is signed in.
 */
export const SIGNED_IN_HINT_COOKIE = 'rallypoint.signed-in';

/** What an admin did to an account, as the user management history says it. */
export const USER_MANAGEMENT_ACTIONS = ['activated', 'deactivated', 'deleted'] as const;
export type UserManagementAction = (typeof USER_MANAGEMENT_ACTIONS)[number];
