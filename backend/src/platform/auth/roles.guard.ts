import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { forbidden, refuse, unauthorized } from '../rules';
import { routeAccessOf, type RouteAccess } from './access.decorators';
import type { SessionUser } from './session-user';

/** Global guard: signed-out → 401 unless @Public; wrong role → 403. */
@Injectable()
export class RolesGuard implements CanActivate {
  /** Per controller class and handler: decorators are fixed once the app starts, so their metadata is read once. */
  private readonly access = new WeakMap<object, WeakMap<object, RouteAccess>>();

  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const { isPublic, roles } = this.accessOf(context);
    if (isPublic) return true;
    const user = context.switchToHttp().getRequest<{ user?: SessionUser }>().user;
    if (!user) refuse(unauthorized('Please sign in to continue'));
    if (roles && !roles.includes(user.role)) {
      refuse(forbidden('You do not have permission to do this'));
    }
    return true;
  }

  private accessOf(context: ExecutionContext): RouteAccess {
    const [controller, handler] = [context.getClass(), context.getHandler()];
    let handlers = this.access.get(controller);
    if (!handlers) this.access.set(controller, (handlers = new WeakMap()));
    let access = handlers.get(handler);
    if (!access) {
      access = routeAccessOf(this.reflector, handler, controller);
      handlers.set(handler, access);
    }
    return access;
  }
}
