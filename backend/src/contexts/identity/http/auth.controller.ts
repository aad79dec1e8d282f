import { Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  loginSchema,
  SIGNED_IN_HINT_COOKIE,
  signupRequestSchema,
  currentUserSchema,
  messageResponseSchema,
  signedUpSchema,
  type CurrentUser as CurrentUserView,
  type SignedUp,
  type LoginInput,
  type MessageResponse,
  type SignupRequestInput,
} from '@rallypoint/shared';
import { CurrentUser, Public, SESSION_COOKIE_NAME, SessionUser } from '../../../platform/auth';
import { Answers, ValidBody } from '../../../platform/http';
import { accountOf } from '../auth/session-account';
import { SignIn } from '../auth/sign-in';
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
    private readonly signIn: SignIn,
  ) {}

  @ApiOperation({ summary: 'Create an account and send the e-mail verification link' })
  @ApiResponse({ status: 409, description: 'The username or the e-mail address is already taken.' })
  @Public()
  @Answers(signedUpSchema)
  @Post('signup')
  async signUp(@ValidBody(signupRequestSchema) body: SignupRequestInput): Promise<SignedUp> {
    const { userId } = await this.commands.execute<SignUpCommand, { userId: number }>(new SignUpCommand(body));
    return { message: SIGNUP_SUCCESS_MESSAGE, userId };
  }

  /** The link from the verification e-mail; lands the person back on the sign-in screen. */
  @ApiOperation({ summary: 'Verify an e-mail address from its link, then go to sign-in' })
  @ApiResponse({ status: 302, description: 'To the sign-in screen: `/?verified=1` when verified, `/?verified=0` otherwise.' })
  @Public()
  @Get('verify-email')
  async verifyEmail(@Query('token') token: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    const outcome = await this.commands.execute<VerifyEmailCommand, VerifyEmailOutcome>(
      new VerifyEmailCommand(typeof token === 'string' ? token : ''),
    );
    await reply.redirect(outcome === 'verified' ? '/?verified=1' : '/?verified=0', 302);
  }

  /** Field messages first (the body pipe), then the throttle and the password check (SignIn). */
  @ApiOperation({ summary: 'Sign in with a username and password' })
  @ApiResponse({ status: 401, description: 'The username or the password is wrong, or the account is not active.' })
  @ApiResponse({
    status: 429,
    description: 'Too many failed sign-ins for this username or from this address: try again after `retryAfterSeconds`.',
  })
  @Public()
  @Answers(currentUserSchema)
  @HttpCode(200)
  @Post('login')
  async login(
    @ValidBody(loginSchema) body: LoginInput,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CurrentUserView> {
    const user = await this.signIn.verify(body.username, body.password, request.ip);
    // A new session id at every sign-in, so an id planted before it (session fixation) is worth nothing.
    await request.session.regenerate();
    request.session.userId = user.id;
    reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', {
      path: '/',
      sameSite: 'lax',
      secure: 'auto',
      maxAge: request.session.cookie.originalMaxAge ? request.session.cookie.originalMaxAge / 1000 : undefined,
    });
    return this.queries.execute(new GetCurrentUserQuery(user.id));
  }

  @ApiOperation({ summary: 'Sign out and end the session' })
  @Public()
  @Answers(messageResponseSchema)
  @HttpCode(200)
  @Post('logout')
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<MessageResponse> {
    await request.session.destroy();
    reply.clearCookie(SESSION_COOKIE_NAME, { path: '/' });
    reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
    return { message: 'Signed out' };
  }

  @ApiOperation({ summary: "Get the signed-in user's account" })
  @Answers(currentUserSchema)
  @Get('me')
  async me(@CurrentUser() user: SessionUser): Promise<CurrentUserView> {
    return accountOf(user) ?? this.queries.execute(new GetCurrentUserQuery(user.id));
  }
}
