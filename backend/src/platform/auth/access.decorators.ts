import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { Role } from '@rallypoint/shared';
import type { SessionUser } from './session-user';

export const PUBLIC_KEY = 'access:public';
export const ROLES_KEY = 'access:roles';

/** Open to everyone, signed in or not. Without it an endpoint needs a signed-in user. */
export const Public = () => SetMetadata(PUBLIC_KEY, true);

/** Only these roles; everyone else signed in gets 403. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

export interface RouteAccess {
  isPublic: boolean;
  roles: readonly Role[] | undefined;
}

type DecoratedTarget = Parameters<Reflector['getAllAndOverride']>[1][number];

/** What `@Public()` and `@Roles()` say of a route, on its handler or else its controller. */
export function routeAccessOf(reflector: Reflector, handler: DecoratedTarget, controller: DecoratedTarget): RouteAccess {
  const targets = [handler, controller];
  return {
    isPublic: !!reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets),
    roles: reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets),
  };
}

export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SessionUser | undefined =>
    context.switchToHttp().getRequest<{ user?: SessionUser }>().user,
);
