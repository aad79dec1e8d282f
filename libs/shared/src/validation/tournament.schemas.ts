import { z } from 'zod';
import { SPORTS } from '../constants/sports';
import { HANDEDNESS, SKILL_LEVELS } from '../constants/levels';
import { TIME_SLOTS } from '../constants/time-slots';
import { MAX_DIVISIONS, MIN_DIVISIONS } from '../constants/tournaments';
import { CREATE_TOURNAMENT_MESSAGES as T, TOURNAMENT_REGISTRATION_MESSAGES as R } from './messages';

const optionalText = z.string().trim().optional().or(z.literal(''));

export const createTournamentSchema = z
  .object({
    sport: z.enum(SPORTS, { message: T.sport }),
    name: z.string().trim().min(3, T.name),
    venue: z.string().trim().min(5, T.venue),
    divisions: z.coerce
      .number({ message: T.divisions })
      .int(T.divisions)
      .min(MIN_DIVISIONS, T.divisions)
      .max(MAX_DIVISIONS, T.divisions),
    description: optionalText,
    startDate: z.string().min(1, T.startDate),
    endDate: z.string().min(1, T.endDate),
    registrationDeadline: optionalText,
    maxParticipants: z.coerce.number().int(T.maxParticipants).min(2, T.maxParticipants).optional(),
    entryFee: optionalText,
    prizePool: optionalText,
    rules: z.string().trim().min(10, T.rules),
    additionalInfo: optionalText,
    poc1Name: z.string().trim().min(2, T.poc1Name),
    poc1Contact: z.string().trim().min(10, T.poc1Contact),
    poc1Email: z.string().trim().email(T.poc1Email),
    poc2Name: optionalText,
    poc2Contact: optionalText,
    poc2Email: z.string().trim().email(T.poc2Email).optional().or(z.literal('')),
  })
  .refine((v) => !v.startDate || !v.endDate || v.endDate >= v.startDate, {
    message: T.endBeforeStart,
    path: ['endDate'],
  })
  .refine((v) => !v.registrationDeadline || !v.startDate || v.registrationDeadline <= v.startDate, {
    message: T.registrationDeadline,
    path: ['registrationDeadline'],
  });
export type CreateTournamentFormInput = z.input<typeof createTournamentSchema>;
export type CreateTournamentInput = z.output<typeof createTournamentSchema>;

export const tournamentRegistrationSchema = z.object({
  fullName: z.string().trim().min(1, R.fullName),
  email: z.string().trim().email(R.email),
  phone: z.string().trim().min(1, R.phone),
  skillLevel: z.enum(SKILL_LEVELS, { message: R.skillLevel }),
  skillDescription: z.string().trim().optional(),
  handedness: z.enum(HANDEDNESS, { message: R.handedness }),
  availableTimes: z.array(z.enum(TIME_SLOTS)).min(1, R.availableTimes),
  commitmentAcknowledged: z.literal(true, { message: R.commitmentAcknowledged }),
});
export type TournamentRegistrationInput = z.infer<typeof tournamentRegistrationSchema>;
