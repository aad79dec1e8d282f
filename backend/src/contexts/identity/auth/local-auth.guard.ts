import { ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { Request } from 'express';
import { FieldValidationException, fieldMessages } from '../../../platform/http';
import { LoginRequestDto } from '../http/login.request.dto';
import { INVALID_CREDENTIALS } from './local.strategy';
import { LoginThrottle } from './login-throttle';

/**
 * Sign-in in the order a person expects: field messages first, then the throttle, then the
 * password check; on success passport starts a new session (fresh id, no fixation).
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  constructor(private readonly throttle: LoginThrottle) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const body = plainToInstance(LoginRequestDto, request.body ?? {});
    const errors = await validate(body, { stopAtFirstError: true });
    if (errors.length) throw new FieldValidationException(fieldMessages(errors));
    request.body = body;
    await this.throttle.assertAllowed(body.username, request.ip ?? 'unknown');
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
