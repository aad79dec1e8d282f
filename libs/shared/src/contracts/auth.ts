import { z } from 'zod';
import type { Sport } from '../constants/sports';
import type { PlayerLevel } from '../constants/levels';
import type { EdgeRole, UserType } from '../constants/users';

export interface CurrentUser {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  userType: UserType;
  role: EdgeRole;
  isActive: boolean;
  /** Profile fields the dashboards show. */
  phone: string | null;
  organizationName: string | null;
  sports: Sport[];
  level: PlayerLevel | null;
  addressLine1: string | null;
  state: string | null;
  zipCode: string | null;
}

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

export interface MessageResponse {
  message: string;
}

export interface VersionInfo {
  version: string;
}

/** Body of every error answer from the API. */
export const apiErrorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /** Field name → its message (400 only). */
  fields: z.record(z.string(), z.array(z.string())).optional(),
  /** Seconds to wait before trying again (429, 503). */
  retryAfterSeconds: z.number().int().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
