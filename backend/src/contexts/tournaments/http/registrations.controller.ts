import { Controller, Get, Param, Patch, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  markNotificationsReadSchema,
  pageQuerySchema,
  registrationNotificationsQuerySchema,
  type MarkNotificationsReadInput,
  type MessageResponse,
  type RegistrationReceived,
  type NotificationsMarkedRead,
  type Page,
  type PageQuery,
  type RegistrationListItem,
  type RegistrationNotificationsPage,
  type RegistrationNotificationsQuery,
  tournamentRegistrationSchema,
  type TournamentRegistrationInput,
  type FormWaitlistJoined,
  formWaitlistJoinedSchema,
  messageResponseSchema,
  notificationsMarkedReadSchema,
  pageOf,
  registrationListItemSchema,
  registrationNotificationsPageSchema,
  registrationReceivedSchema,
} from '@rallypoint/shared';
import { CurrentUser, Public, Roles, type SessionUser, viewerOf } from '../../../platform/auth';
import { Answers, ParseIdPipe, ValidBody, ValidQuery } from '../../../platform/http';
import { MarkNotificationReadCommand } from '../commands/mark-notification-read/mark-notification-read.command';
import { MarkNotificationsReadCommand } from '../commands/mark-notifications-read/mark-notifications-read.command';
import { JoinWaitlistByFormCommand } from '../commands/join-waitlist-by-form/join-waitlist-by-form.command';
import type { FormSender } from '../commands/shared/entries';
import { SubmitRegistrationCommand } from '../commands/submit-registration/submit-registration.command';
import { FORM_WAITLIST_JOINED } from '../domain/tournament.errors';
import { ListRegistrationNotificationsQuery } from '../queries/list-registration-notifications/list-registration-notifications.query';
import { ViewTournamentRegistrationsQuery } from '../queries/view-tournament-registrations/view-tournament-registrations.query';

export const REGISTRATION_RECEIVED_MESSAGE = 'Registration successful! A confirmation email is on its way.';
export const NOTIFICATION_READ_MESSAGE = 'Notification marked as read';
export const NOTIFICATIONS_READ_MESSAGE = 'Notifications marked as read';

/** The public registration form and what organizers read about it. */
@ApiTags('tournament registrations')
@Controller()
export class RegistrationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /**
   * Public: people register without an account. It makes the person's entry, or completes the one they made by Enroll
   * (the same e-mail, or the signed-in caller's account): the answer names that entry (docs/decisions/0013).
   */
  @ApiOperation({ summary: 'Register for a tournament (no account needed)' })
  @ApiResponse({
    status: 409,
    description:
      'This e-mail address is already registered, registration is closed (started, ended or past the deadline), the tournament is full, or people are waiting for a place (join the waitlist).',
  })
  @Public()
  @Answers(registrationReceivedSchema)
  @Post('tournaments/:id/register')
  async register(
    @Param('id', ParseIdPipe) id: number,
    @ValidBody(tournamentRegistrationSchema) body: TournamentRegistrationInput,
    @CurrentUser() user: SessionUser | undefined,
  ): Promise<RegistrationReceived> {
    const registrationId = await this.commands.execute(new SubmitRegistrationCommand(id, body, senderOf(user)));
    return { message: REGISTRATION_RECEIVED_MESSAGE, registrationId };
  }

  /** Public, as the form: a full form offers the one waitlist, by e-mail; promotion makes the entry from this form. */
  @ApiOperation({ summary: "Join a full tournament's waitlist with the registration form (no account needed)" })
  @ApiResponse({
    status: 409,
    description:
      'This e-mail address is already registered or waiting, registration is closed, or a place is still free (register instead).',
  })
  @Public()
  @Answers(formWaitlistJoinedSchema)
  @Post('tournaments/:id/register/waitlist')
  async joinWaitlist(
    @Param('id', ParseIdPipe) id: number,
    @ValidBody(tournamentRegistrationSchema) body: TournamentRegistrationInput,
    @CurrentUser() user: SessionUser | undefined,
  ): Promise<FormWaitlistJoined> {
    const position = await this.commands.execute(new JoinWaitlistByFormCommand(id, body, senderOf(user)));
    return { message: FORM_WAITLIST_JOINED, position };
  }

  @ApiOperation({ summary: "List a tournament's registrations (its organizer or an admin)" })
  @Roles('organizer', 'admin')
  @Answers(pageOf(registrationListItemSchema))
  @Get('tournaments/:id/registrations')
  registrations(
    @Param('id', ParseIdPipe) id: number,
    @ValidQuery(pageQuerySchema) page: PageQuery,
    @CurrentUser() user: SessionUser,
  ): Promise<Page<RegistrationListItem>> {
    return this.queries.execute(new ViewTournamentRegistrationsQuery(id, viewerOf(user), page));
  }

  @ApiOperation({ summary: 'List registration notifications, unread first' })
  @Roles('organizer', 'admin')
  @Answers(registrationNotificationsPageSchema)
  @Get('notifications/registrations')
  notifications(
    @ValidQuery(registrationNotificationsQuerySchema) { tournamentId, ...page }: RegistrationNotificationsQuery,
    @CurrentUser() user: SessionUser,
  ): Promise<RegistrationNotificationsPage> {
    return this.queries.execute(new ListRegistrationNotificationsQuery(viewerOf(user), page, tournamentId));
  }

  @ApiOperation({ summary: "Mark the caller's registration notifications as read, all or one tournament's" })
  @Answers(notificationsMarkedReadSchema)
  @Patch('notifications/read')
  async markAllRead(
    @ValidBody(markNotificationsReadSchema) { tournamentId }: MarkNotificationsReadInput,
    @CurrentUser() user: SessionUser,
  ): Promise<NotificationsMarkedRead> {
    const marked = await this.commands.execute(new MarkNotificationsReadCommand(user.id, tournamentId));
    return { message: NOTIFICATIONS_READ_MESSAGE, marked };
  }

  @ApiOperation({ summary: 'Mark a registration notification as read' })
  @Answers(messageResponseSchema)
  @Patch('notifications/:id/read')
  async markRead(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: SessionUser): Promise<MessageResponse> {
    await this.commands.execute(new MarkNotificationReadCommand(id, user.id));
    return { message: NOTIFICATION_READ_MESSAGE };
  }
}

/** The signed-in caller sending the form, if any: their account's entry is the one it completes. */
const senderOf = (user: SessionUser | undefined): FormSender | null => (user ? { id: user.id, email: user.email } : null);
