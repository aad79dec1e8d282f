import { z } from 'zod';
import { BOOTCAMP_SKILL_LEVELS, BOOTCAMP_STATUSES, BOOTCAMP_TYPES } from '../../constants/bootcamps';
import { count, id } from './common';
import { waitlistStandingSchema } from './waitlists';

/** A bootcamp or clinic as every list shows it. Dates 'YYYY-MM-DD', times 'HH:MM'. */
export const bootcampSchema = z.object({
  id,
  title: z.string(),
  type: z.enum(BOOTCAMP_TYPES),
  description: z.string(),
  skillLevel: z.enum(BOOTCAMP_SKILL_LEVELS),
  startDate: z.string(),
  endDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  duration: z.number().int(),
  venue: z.string(),
  venueAddress: z.string(),
  maxParticipants: z.number().int(),
  /** '25.00': NUMERIC(10,2) as text so no cent is lost. */
  price: z.string(),
  organizerId: id,
  status: z.enum(BOOTCAMP_STATUSES),
  approvedBy: id.nullable(),
  approvedAt: z.string().nullable(),
  createdAt: z.string(),
  registrationCount: count,
});

/** GET /api/bootcamps: an approved, not-ended bootcamp as the caller sees it, with their place in line when full. */
export const availableBootcampSchema = bootcampSchema.extend({
  ...waitlistStandingSchema.shape,
  seatsLeft: count,
  isRegistered: z.boolean(),
});

/** GET /api/admin/bootcamps: with the organizer's name, or null when their account is gone. */
export const adminBootcampSchema = bootcampSchema.extend({ organizerName: z.string().nullable() });

/** GET /api/bootcamps/{id}/registrations: who registered (organizer and admins only). */
export const bootcampRegistrantSchema = z.object({
  id,
  userId: id,
  /** null when the account no longer exists. */
  name: z.string().nullable(),
  email: z.string().nullable(),
  registeredAt: z.string(),
  status: z.string(),
  paymentStatus: z.string(),
});

/** GET /api/my-bootcamp-registrations: the caller's own registrations (a small list, not paged). */
export const myBootcampRegistrationSchema = z.object({
  id,
  bootcampId: id,
  title: z.string(),
  type: z.enum(BOOTCAMP_TYPES),
  startDate: z.string(),
  endDate: z.string(),
  venue: z.string(),
  registeredAt: z.string(),
  status: z.string(),
  paymentStatus: z.string(),
});
