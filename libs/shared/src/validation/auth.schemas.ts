import { z } from 'zod';
import { PLAYER_LEVELS } from '../constants/levels';
import { SPORTS } from '../constants/sports';
import { USER_TYPES } from '../constants/users';
import { always, emailAddress, oneOf, optional, singleLine, someOf, text } from './fields';
import { LOGIN_MESSAGES as L, SIGNUP_MESSAGES as S, USERNAME_PATTERN } from './messages';

/** POST /api/auth/login and the sign-in form. */
export const loginSchema = z.object({
  username: text('Username', 1, 320, L.username),
  password: z.string({ error: L.password }).min(1, L.password).max(200, L.password),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** POST /api/auth/signup. */
export const signupRequestSchema = z.object({
  firstName: text('First name', 1, 100, S.firstName),
  lastName: text('Last name', 1, 100, S.lastName),
  username: singleLine('Username', S.username)
    .trim()
    .min(3, S.username)
    .max(50, S.usernameTooLong)
    .regex(USERNAME_PATTERN, S.usernameCharacters),
  email: emailAddress(S.email),
  phone: text('Phone number', 10, 30, S.phone),
  organizationName: optional(text('Organization name', 0, 200, S.organizationName)),
  userType: oneOf(USER_TYPES, S.userType).default('individual_player'),
  sports: someOf(SPORTS, S.sports),
  addressLine1: text('Address', 1, 200, S.addressLine1),
  state: text('State', 2, 100, S.state),
  zipCode: text('ZIP code', 5, 20, S.zipCode),
  password: z.string({ error: S.password }).min(6, S.password).max(200, S.passwordTooLong),
  level: optional(oneOf(PLAYER_LEVELS, S.level)),
});
export type SignupRequestInput = z.output<typeof signupRequestSchema>;

/** The sign-up form: the request's fields, plus the password typed twice (checked here only, never sent). */
export const signupSchema = signupRequestSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: S.confirmPassword, path: ['confirmPassword'], ...always });
/** What the form holds (input) and what it submits once valid (output). */
export type SignupFormValues = z.input<typeof signupSchema>;
export type SignupFormInput = z.output<typeof signupSchema>;
