import type { z } from 'zod';
import type { apiErrorBodySchema, currentUserSchema, signedUpSchema, versionInfoSchema } from './schemas/auth';
import type { messageResponseSchema } from './schemas/common';
import type { Sport } from '../constants/sports';
import type { PlayerLevel } from '../constants/levels';
import type { UserType } from '../constants/users';

export type CurrentUser = z.output<typeof currentUserSchema>;

export interface SignupRequest {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  phone: string;
  organizationName?: string;
  userType: UserType;
  sports: Sport[];
  addressLine1: string;
  state: string;
  zipCode: string;
  password: string;
  level?: PlayerLevel;
}

export interface LoginRequest {
  username: string;
  password: string;
}

export type MessageResponse = z.output<typeof messageResponseSchema>;

export type VersionInfo = z.output<typeof versionInfoSchema>;

export type SignedUp = z.output<typeof signedUpSchema>;

/** Body of every error answer from the API. */
export type ApiErrorBody = z.output<typeof apiErrorBodySchema>;
