import { Body, Controller, Get, Param, Patch, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { MessageResponse, RegistrationListItem, RegistrationNotification } from '@rallypoint/shared';
import { CurrentUser, Public, Roles, type SessionUser } from '../../../platform/auth';
import { ParseIdPipe } from '../../../platform/http';
import { MarkNotificationReadCommand } from '../commands/mark-notification-read/mark-notification-read.command';
import { SubmitRegistrationCommand } from '../commands/submit-registration/submit-registration.command';
import { SubmitRegistrationRequestDto } from '../commands/submit-registration/submit-registration.request.dto';
import { ListRegistrationNotificationsQuery } from '../queries/list-registration-notifications/list-registration-notifications.query';
import { ViewTournamentRegistrationsQuery } from '../queries/view-tournament-registrations/view-tournament-registrations.query';
import { viewerOf } from './viewer-of';

export const REGISTRATION_RECEIVED_MESSAGE = 'Registration successful! A confirmation email is on its way.';
export const NOTIFICATION_READ_MESSAGE = 'Notification marked as read';

/** The public registration form and what organizers read about it. */
@ApiTags('tournament registrations')
@Controller()
export class RegistrationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Public: people register without an account. */
  @Public()
  @Post('tournaments/:id/register')
  async register(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: SubmitRegistrationRequestDto,
  ): Promise<MessageResponse & { registrationId: number }> {
    const registrationId = await this.commands.execute(new SubmitRegistrationCommand(id, body));
    return { message: REGISTRATION_RECEIVED_MESSAGE, registrationId };
  }

  @Roles('organizer', 'admin')
  @Get('tournaments/:id/registrations')
  registrations(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: SessionUser): Promise<RegistrationListItem[]> {
    return this.queries.execute(new ViewTournamentRegistrationsQuery(id, viewerOf(user)));
  }

  @Roles('organizer', 'admin')
  @Get('notifications/registrations')
  notifications(@CurrentUser() user: SessionUser): Promise<RegistrationNotification[]> {
    return this.queries.execute(new ListRegistrationNotificationsQuery(viewerOf(user)));
  }

  @Patch('notifications/:id/read')
  async markRead(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: SessionUser): Promise<MessageResponse> {
    await this.commands.execute(new MarkNotificationReadCommand(id, user.id));
    return { message: NOTIFICATION_READ_MESSAGE };
  }
}
