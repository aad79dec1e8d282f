import { sessionRoleOf, type CurrentUser } from '@rallypoint/shared';
import type { SessionUser } from '../../../platform/auth';
import type { User } from './user.entity';

export function toCurrentUser(user: User): CurrentUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    email: user.email,
    userType: user.userType,
    role: sessionRoleOf(user),
    isActive: user.isActive,
    phone: user.phone,
    organizationName: user.organizationName,
    sports: user.sports,
    level: user.level,
    addressLine1: user.addressLine1,
    state: user.state,
    zipCode: user.zipCode,
  };
}

export function toSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: sessionRoleOf(user),
  };
}
