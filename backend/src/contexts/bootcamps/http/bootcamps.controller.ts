import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  availableBootcampSchema,
  bootcampRegistrantSchema,
  bootcampSchema,
  createBootcampSchema,
  messageResponseSchema,
  pageOf,
  pageQuerySchema,
  waitlistJoinedSchema,
  type AvailableBootcamp,
  type Bootcamp,
  type BootcampRegistrant,
  type CreateBootcampInput,
  type MessageResponse,
  type Page,
  type PageQuery,
  type WaitlistJoined,
} from '@rallypoint/shared';
import { CurrentUser, Roles, type SessionUser, viewerOf } from '../../../platform/auth';
import { Answers, ParseIdPipe, ValidBody, ValidQuery } from '../../../platform/http';
import { CancelBootcampRegistrationCommand } from '../commands/cancel-bootcamp-registration/cancel-bootcamp-registration.command';
import { CreateBootcampCommand } from '../commands/create-bootcamp/create-bootcamp.command';
import { JoinBootcampWaitlistCommand } from '../commands/join-bootcamp-waitlist/join-bootcamp-waitlist.command';
import { LeaveBootcampWaitlistCommand } from '../commands/leave-bootcamp-waitlist/leave-bootcamp-waitlist.command';
import { RegisterForBootcampCommand } from '../commands/register-for-bootcamp/register-for-bootcamp.command';
import { ListAvailableBootcampsQuery } from '../queries/list-available-bootcamps/list-available-bootcamps.query';
import { ListBootcampRegistrantsQuery } from '../queries/list-bootcamp-registrants/list-bootcamp-registrants.query';
import { ListMyBootcampsQuery } from '../queries/list-my-bootcamps/list-my-bootcamps.query';
import { ViewBootcampQuery } from '../queries/view-bootcamp/view-bootcamp.query';

export const REGISTERED_MESSAGE = 'You are registered for this bootcamp';

/** Bootcamps and clinics (docs/product-rules.md#bootcamps-and-clinics). Every call needs a signed-in user; 'my-bootcamps' is declared before ':id' routes. */
@ApiTags('bootcamps')
@Controller('bootcamps')
export class BootcampsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiOperation({ summary: 'Propose a bootcamp or clinic for admin approval' })
  @Roles('organizer')
  @Answers(bootcampSchema)
  @Post()
  async create(@ValidBody(createBootcampSchema) body: CreateBootcampInput, @CurrentUser() user: SessionUser): Promise<Bootcamp> {
    const id = await this.commands.execute(new CreateBootcampCommand(user.id, body));
    return this.queries.execute(new ViewBootcampQuery(id));
  }

  @ApiOperation({ summary: 'List the bootcamps open for registration (every one, for an admin)' })
  @Answers(pageOf(availableBootcampSchema))
  @Get()
  available(@ValidQuery(pageQuerySchema) page: PageQuery, @CurrentUser() user: SessionUser): Promise<Page<AvailableBootcamp>> {
    return this.queries.execute(new ListAvailableBootcampsQuery(user.id, page, user.role === 'admin'));
  }

  @ApiOperation({ summary: "List the signed-in organizer's bootcamps" })
  @Roles('organizer')
  @Answers(pageOf(bootcampSchema))
  @Get('my-bootcamps')
  mine(@ValidQuery(pageQuerySchema) page: PageQuery, @CurrentUser() user: SessionUser): Promise<Page<Bootcamp>> {
    return this.queries.execute(new ListMyBootcampsQuery(user.id, page));
  }

  /** Any signed-in user may register (docs/product-rules.md#bootcamps-and-clinics). */
  @ApiOperation({ summary: 'Register for a bootcamp' })
  @ApiResponse({
    status: 409,
    description: 'Already registered, the bootcamp has ended or is full, or others are waiting for a place.',
  })
  @Answers(messageResponseSchema)
  @Post(':id/register')
  async register(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: SessionUser): Promise<MessageResponse> {
    await this.commands.execute(new RegisterForBootcampCommand(id, user.id));
    return { message: REGISTERED_MESSAGE };
  }

  /** Gives the caller's place back; the first in line takes it at once. */
  @ApiOperation({ summary: 'Cancel a bootcamp registration (the first in line takes the place)' })
  @ApiResponse({ status: 409, description: 'The bootcamp has ended: cancelling is closed.' })
  @Delete(':id/register')
  @HttpCode(204)
  async cancel(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: SessionUser): Promise<void> {
    await this.commands.execute(new CancelBootcampRegistrationCommand(id, user.id));
  }

  /** Whoever may register may queue (any signed-in user), only while no place is free; answers the place in line. */
  @ApiOperation({ summary: "Join a full bootcamp's waitlist" })
  @ApiResponse({
    status: 409,
    description: 'Already registered or waiting, the bootcamp has ended, or a place is still free (register instead).',
  })
  @Answers(waitlistJoinedSchema)
  @Post(':id/waitlist')
  async joinWaitlist(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: SessionUser): Promise<WaitlistJoined> {
    return { position: await this.commands.execute(new JoinBootcampWaitlistCommand(id, user.id)) };
  }

  @ApiOperation({ summary: "Leave a bootcamp's waitlist" })
  @Delete(':id/waitlist')
  @HttpCode(204)
  async leaveWaitlist(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: SessionUser): Promise<void> {
    await this.commands.execute(new LeaveBootcampWaitlistCommand(id, user.id));
  }

  /** The bootcamp's organizer or an admin (the rule answers 403 to anyone else). */
  @ApiOperation({ summary: "List a bootcamp's registrations (its organizer or an admin)" })
  @ApiResponse({ status: 403, description: 'Not the organizer of this bootcamp, nor an admin.' })
  @Answers(pageOf(bootcampRegistrantSchema))
  @Get(':id/registrations')
  registrants(
    @Param('id', ParseIdPipe) id: number,
    @ValidQuery(pageQuerySchema) page: PageQuery,
    @CurrentUser() user: SessionUser,
  ): Promise<Page<BootcampRegistrant>> {
    return this.queries.execute(new ListBootcampRegistrantsQuery(id, viewerOf(user), page));
  }
}
