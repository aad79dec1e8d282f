import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Request, Response } from 'express';
import { signupRequestSchema, type CurrentUser as CurrentUserView, type MessageResponse, type SignupRequestInput } from '@rallypoint/shared';
import { CurrentUser, Public, SESSION_COOKIE_NAME, SessionUser } from '../../../platform/auth';
import { ZodBody } from '../../../platform/http';
import { LocalAuthGuard } from '../auth/local-auth.guard';
import { accountOf } from '../auth/session-account';
import { SignUpCommand } from '../commands/sign-up/sign-up.command';
import { VerifyEmailCommand } from '../commands/verify-email/verify-email.command';
import type { VerifyEmailOutcome } from '../commands/verify-email/verify-email.handler';
import { GetCurrentUserQuery } from '../queries/get-current-user/get-current-user.query';

export const SIGNUP_SUCCESS_MESSAGE =
  'Account created successfully! Please check your email to verify your account before signing in.';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Public()
  @Post('signup')
  async signUp(@Body(new ZodBody(signupRequestSchema)) body: SignupRequestInput): Promise<MessageResponse & { userId: number }> {
    const { userId } = await this.commands.execute<SignUpCommand, { userId: number }>(new SignUpCommand(body));
    return { message: SIGNUP_SUCCESS_MESSAGE, userId };
  }

  /** The link from the verification e-mail; lands the person back on the sign-in screen. */
  @Public()
  @Get('verify-email')
  async verifyEmail(@Query('token') token: string | undefined, @Res() response: Response): Promise<void> {
    const outcome = await this.commands.execute<VerifyEmailCommand, VerifyEmailOutcome>(
      new VerifyEmailCommand(typeof token === 'string' ? token : ''),
    );
    response.redirect(302, outcome === 'verified' ? '/?verified=1' : '/?verified=0');
  }

  /** The body ({@link loginSchema}) is checked by LocalAuthGuard, before the throttle and the password. */
  @Public()
  @UseGuards(LocalAuthGuard)
  @HttpCode(200)
  @Post('login')
  async login(@CurrentUser() user: SessionUser): Promise<CurrentUserView> {
    return this.queries.execute(new GetCurrentUserQuery(user.id));
  }

  @Public()
  @HttpCode(200)
  @Post('logout')
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<MessageResponse> {
    await new Promise<void>((resolve) => request.logout(() => resolve()));
    await new Promise<void>((resolve) => (request.session ? request.session.destroy(() => resolve()) : resolve()));
    response.clearCookie(SESSION_COOKIE_NAME, { path: '/' });
    return { message: 'Signed out' };
  }

  @Get('me')
  async me(@CurrentUser() user: SessionUser): Promise<CurrentUserView> {
    return accountOf(user) ?? this.queries.execute(new GetCurrentUserQuery(user.id));
  }
}

