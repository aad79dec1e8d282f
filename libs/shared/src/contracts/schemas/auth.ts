import { z } from 'zod';
import { PLAYER_LEVELS } from '../../constants/levels';
import { SPORTS } from '../../constants/sports';
import { EDGE_ROLES, USER_TYPES } from '../../constants/users';
import { id, messageResponseSchema } from './common';

/** Who an account is, as the signed-in user and the admin's user list both show it. */
export const accountSchema = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  userType: z.enum(USER_TYPES),
  role: z.enum(EDGE_ROLES),
  isActive: z.boolean(),
});

export const currentUserSchema = accountSchema.extend({
  /** Profile fields the dashboards show. */
  phone: z.string().nullable(),
  organizationName: z.string().nullable(),
  sports: z.array(z.enum(SPORTS)),
  level: z.enum(PLAYER_LEVELS).nullable(),
  addressLine1: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
});

export const versionInfoSchema = z.object({ version: z.string() });

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

/** `POST /api/auth/signup`: the confirmation and the new account's id. */
export const signedUpSchema = messageResponseSchema.extend({ userId: id });
