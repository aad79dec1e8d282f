import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Role } from '@rallypoint/shared';
import type { SessionUser } from './session-user';

export const PUBLIC_KEY = 'access:public';
export const ROLES_KEY = 'access:roles';

/** Open to everyone, signed in or not. Without it an endpoint needs a signed-in user. */
export const Public = () => SetMetadata(PUBLIC_KEY, true);

/** Only these roles; everyone else signed in gets 403. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SessionUser | undefined =>
    context.switchToHttp().getRequest<{ user?: SessionUser }>().user,
);
