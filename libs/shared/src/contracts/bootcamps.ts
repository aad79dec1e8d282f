import type { z } from 'zod';
import type * as schemas from './schemas/bootcamps';
import type { BootcampSkillLevel, BootcampType } from '../constants/bootcamps';

/** What POST /api/bootcamps takes: integers for duration and maxParticipants, the price as exact decimal text. */
export interface CreateBootcampRequest {
  title: string;
  type: BootcampType;
  description: string;
  skillLevel: BootcampSkillLevel;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  duration: number;
  venue: string;
  venueAddress: string;
  maxParticipants: number;
  /** '25.00': NUMERIC(10,2) as text so no cent is lost; a number with at most 2 decimals is accepted too. */
  price: string;
}

export type Bootcamp = z.output<typeof schemas.bootcampSchema>;

export type AvailableBootcamp = z.output<typeof schemas.availableBootcampSchema>;

export type AdminBootcamp = z.output<typeof schemas.adminBootcampSchema>;

export type BootcampRegistrant = z.output<typeof schemas.bootcampRegistrantSchema>;

export type MyBootcampRegistration = z.output<typeof schemas.myBootcampRegistrationSchema>;
