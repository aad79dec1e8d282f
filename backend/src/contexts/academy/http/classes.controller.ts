import { Controller, Get, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  classEnrollmentSchema,
  classEnrollmentViewSchema,
  type ClassEnrollment,
  type ClassEnrollmentInput,
} from '@rallypoint/shared';
import { z } from 'zod';
import { CurrentUser, Roles, type SessionUser } from '../../../platform/auth';
import { Answers, ValidBody } from '../../../platform/http';
import { EnrollInClassCommand } from '../commands/enroll-in-class/enroll-in-class.command';
import { ListMyClassEnrollmentsQuery } from '../queries/list-my-class-enrollments/list-my-class-enrollments.query';

/** Class seats: players with an active membership in the class's academy enroll; everyone sees their own. */
@ApiTags('academies')
@Controller('classes')
export class ClassesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiOperation({ summary: "List the signed-in user's class enrollments" })
  @Answers(z.array(classEnrollmentViewSchema))
  @Get('my-enrollments')
  myEnrollments(@CurrentUser() user: SessionUser): Promise<ClassEnrollment[]> {
    return this.queries.execute(new ListMyClassEnrollmentsQuery(user.id));
  }

  @ApiOperation({ summary: 'Enroll in a class of an academy you are an active member of' })
  @ApiResponse({ status: 409, description: 'Already enrolled, the class is not open, or it is full.' })
  @Roles('player')
  @Answers(classEnrollmentViewSchema)
  @Post('enroll')
  async enroll(
    @ValidBody(classEnrollmentSchema) body: ClassEnrollmentInput,
    @CurrentUser() user: SessionUser,
  ): Promise<ClassEnrollment> {
    const id = await this.commands.execute(new EnrollInClassCommand(user.id, body.classId, body.academyId));
    const enrollments = await this.queries.execute(new ListMyClassEnrollmentsQuery(user.id));
    return enrollments.find((enrollment) => enrollment.id === id)!;
  }
}
