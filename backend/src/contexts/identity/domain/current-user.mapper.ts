import { roleAtEdge, roleOf, type CurrentUser } from '@rallypoint/shared';
import type { SessionUser } from '../../../platform/auth';
import type { User } from './user.entity';

/** The columns accountFields reads. */
export type AccountColumn = 'id' | 'firstName' | 'lastName' | 'username' | 'email' | 'userType' | 'role' | 'isActive';

/** The current user as every view reads it: the fields every view of an account starts with, role as the edge says it. */
export function accountFields(
  user: Pick<User, AccountColumn>,
): Pick<CurrentUser, 'id' | 'firstName' | 'lastName' | 'username' | 'email' | 'userType' | 'role' | 'isActive'> {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    email: user.email,
    userType: user.userType,
    role: roleAtEdge(roleOf(user)),
    isActive: user.isActive,
  };
}

/**
 * The account fields, then the rest, added to that fresh object: `GET /api/auth/me` maps one on every call, and
 * spreading it into a new literal cost about a fifth of that endpoint's throughput in tools/bench/scale.mjs.
 */
export function toCurrentUser(user: User): CurrentUser {
  return Object.assign(accountFields(user), {
    phone: user.phone,
    organizationName: user.organizationName,
    sports: user.sports,
    level: user.level,
    addressLine1: user.addressLine1,
    state: user.state,
    zipCode: user.zipCode,
  });
}

export function toSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: roleOf(user),
  };
}
