import type { BootcampSkillLevel, BootcampStatus, BootcampType } from '../constants/bootcamps';
import type { WaitlistStanding } from '../constants/waitlists';

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

/** A bootcamp or clinic as every list shows it. Dates 'YYYY-MM-DD', times 'HH:MM'. */
export interface Bootcamp extends CreateBootcampRequest {
  id: number;
  organizerId: number;
  status: BootcampStatus;
  approvedBy: number | null;
  approvedAt: string | null;
  createdAt: string;
  registrationCount: number;
}

/** GET /api/bootcamps: an approved, not-ended bootcamp as the caller sees it, with their place in line when full. */
export interface AvailableBootcamp extends Bootcamp, WaitlistStanding {
  seatsLeft: number;
  isRegistered: boolean;
}

/** GET /api/admin/bootcamps: with the organizer's name, or null when their account is gone. */
export interface AdminBootcamp extends Bootcamp {
  organizerName: string | null;
}

/** GET /api/bootcamps/{id}/registrations: who registered (organizer and admins only). */
export interface BootcampRegistrant {
  id: number;
  userId: number;
  /** null when the account no longer exists. */
  name: string | null;
  email: string | null;
  registeredAt: string;
  status: string;
  paymentStatus: string;
}

/** GET /api/my-bootcamp-registrations: the caller's own registrations (a small list, not paged). */
export interface MyBootcampRegistration {
  id: number;
  bootcampId: number;
  title: string;
  type: BootcampType;
  startDate: string;
  endDate: string;
  venue: string;
  registeredAt: string;
  status: string;
  paymentStatus: string;
}
