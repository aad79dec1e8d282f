import { z } from 'zod';
import { SPORTS } from '../constants/sports';
import { PLAYER_LEVELS } from '../constants/levels';
import { USER_TYPES } from '../constants/users';
import { LOGIN_MESSAGES as L, SIGNUP_MESSAGES as S, USERNAME_PATTERN } from './messages';

export const loginSchema = z.object({
  username: z.string().trim().min(1, L.username),
  password: z.string().min(1, L.password),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const signupSchema = z
  .object({
    firstName: z.string().trim().min(1, S.firstName),
    lastName: z.string().trim().min(1, S.lastName),
    username: z.string().trim().min(3, S.username).max(50, S.usernameTooLong).regex(USERNAME_PATTERN, S.usernameCharacters),
    email: z.string().trim().email(S.email),
    phone: z.string().trim().min(10, S.phone),
    organizationName: z.string().trim().optional(),
    userType: z.enum(USER_TYPES, { message: S.userType }),
    sports: z.array(z.enum(SPORTS)).min(1, S.sports),
    addressLine1: z.string().trim().min(1, S.addressLine1),
    state: z.string().trim().min(2, S.state),
    zipCode: z.string().trim().min(5, S.zipCode),
    password: z.string().min(6, S.password).max(200, S.passwordTooLong),
    confirmPassword: z.string(),
    level: z.enum(PLAYER_LEVELS, { message: S.level }).optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: S.confirmPassword,
    path: ['confirmPassword'],
  });
export type SignupFormInput = z.infer<typeof signupSchema>;
