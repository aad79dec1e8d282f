import type { z } from 'zod';
import type * as schemas from './schemas/academy';

export type Academy = z.output<typeof schemas.academySchema>;

export type AcademyClass = z.output<typeof schemas.academyClassSchema>;

export type MyMembership = z.output<typeof schemas.myMembershipSchema>;

export type StudentMembership = z.output<typeof schemas.studentMembershipSchema>;

export type MembershipApplication = z.output<typeof schemas.membershipApplicationSchema>;

export type ClassEnrollment = z.output<typeof schemas.classEnrollmentViewSchema>;
