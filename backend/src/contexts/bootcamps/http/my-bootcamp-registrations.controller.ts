import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { myBootcampRegistrationSchema, type MyBootcampRegistration } from '@rallypoint/shared';
import { z } from 'zod';
import { CurrentUser, type SessionUser } from '../../../platform/auth';
import { Answers } from '../../../platform/http';
import { ListMyBootcampRegistrationsQuery } from '../queries/list-my-bootcamp-registrations/list-my-bootcamp-registrations.query';

@ApiTags('bootcamps')
@Controller()
export class MyBootcampRegistrationsController {
  constructor(private readonly queries: QueryBus) {}

  @ApiOperation({ summary: 'List the bootcamps the signed-in user is registered for' })
  @Answers(z.array(myBootcampRegistrationSchema))
  @Get('my-bootcamp-registrations')
  mine(@CurrentUser() user: SessionUser): Promise<MyBootcampRegistration[]> {
    return this.queries.execute(new ListMyBootcampRegistrationsQuery(user.id));
  }
}
