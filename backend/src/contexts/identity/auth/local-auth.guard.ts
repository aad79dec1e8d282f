import { ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { Request } from 'express';
import { loginSchema } from '@rallypoint/shared';
import { ZodBody } from '../../../platform/http';
import { INVALID_CREDENTIALS } from '../domain/identity.errors';

/**
 * Sign-in in the order a person expects: field messages first, then the throttle and the password check
 * (LocalStrategy); on success passport starts a new session (fresh id, no fixation).
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const body = new ZodBody(loginSchema).transform(request.body);
    request.body = body;
    const allowed = (await super.canActivate(context)) as boolean;
    await super.logIn(request);
    return allowed;
  }

  /** Keep the strategy's own 401/403 instead of passport's generic one. */
  override handleRequest<T>(error: unknown, user: T): T {
    if (error) throw error;
    if (!user) throw new UnauthorizedException(INVALID_CREDENTIALS);
    return user;
  }
}
