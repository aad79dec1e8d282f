import { z } from 'zod';
import { ACADEMY_PRICE_RANGES, MEMBERSHIP_STATUSES, MEMBERSHIP_TYPES, STUDENT_MEMBERSHIP_TYPE } from '../../constants/academy';
import { SPORTS } from '../../constants/sports';
import { count, id } from './common';

const storedMembershipType = z.enum([...MEMBERSHIP_TYPES, STUDENT_MEMBERSHIP_TYPE]);

export const academySchema = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  addressLine1: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  website: z.string().nullable(),
  sports: z.array(z.enum(SPORTS)),
  facilities: z.array(z.string()),
  rating: z.number(),
  priceRange: z.enum(ACADEMY_PRICE_RANGES),
  isActive: z.boolean(),
});

export const academyClassSchema = z.object({
  id,
  academyId: id,
  className: z.string(),
  description: z.string().nullable(),
  instructor: z.string().nullable(),
  level: z.string().nullable(),
  sport: z.enum(SPORTS),
  /** Minutes per session. */
  duration: z.number(),
  maxStudents: count,
  currentStudents: count,
  pricePerSession: z.string().nullable(),
  schedule: z.array(z.string()),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  isActive: z.boolean(),
});

/** A membership application: what the join call answers. */
export const membershipApplicationSchema = z.object({
  id,
  academyId: id,
  userId: id,
  membershipType: storedMembershipType,
  status: z.enum(MEMBERSHIP_STATUSES),
  age: z.number().nullable(),
  currentGrade: z.string().nullable(),
  schoolName: z.string().nullable(),
  experience: z.string().nullable(),
  goals: z.string().nullable(),
  preferredTime: z.string().nullable(),
  createdAt: z.string(),
});

/** The caller's own membership (my-membership, my-memberships). */
export const myMembershipSchema = membershipApplicationSchema.extend({
  academyName: z.string(),
  joinedAt: z.string().nullable(),
});

/** A student membership, as the admin's Student Membership Applications card lists it. */
export const studentMembershipSchema = z.object({
  id,
  userId: id,
  applicantName: z.string(),
  academyId: id,
  academyName: z.string(),
  membershipType: storedMembershipType,
  experience: z.string().nullable(),
  goals: z.string().nullable(),
  age: z.number().nullable(),
  currentGrade: z.string().nullable(),
  schoolName: z.string().nullable(),
  preferredTime: z.string().nullable(),
  status: z.enum(MEMBERSHIP_STATUSES),
  createdAt: z.string(),
});

/** A class seat of the caller's, with its class and academy (`classEnrollmentSchema` is the enroll request). */
export const classEnrollmentViewSchema = z.object({
  id,
  classId: id,
  academyId: id,
  academyName: z.string(),
  className: z.string(),
  instructor: z.string().nullable(),
  sport: z.enum(SPORTS),
  schedule: z.array(z.string()),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  enrollmentDate: z.string(),
  status: z.string(),
  paymentStatus: z.string(),
});
