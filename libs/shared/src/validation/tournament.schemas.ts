import { z } from 'zod';
import { HANDEDNESS, SKILL_LEVELS } from '../constants/levels';
import { SPORTS } from '../constants/sports';
import { isScoreFormatFor, SCORE_FORMATS } from '../scores';
import { STANDINGS_RULEBOOKS } from '../standings';
import { TIME_SLOTS } from '../constants/time-slots';
import {
  ANNOUNCEMENT_LIMITS,
  APPROVAL_DECISIONS,
  MAX_DIVISIONS,
  MAX_PARTICIPANTS_LIMIT,
  MIN_DIVISIONS,
} from '../constants/tournaments';
import {
  always,
  clearable,
  day,
  emailAddress,
  ifSent,
  longText,
  money,
  numberFromInput,
  oneOf,
  optional,
  someOf,
  text,
  wholeNumber,
} from './fields';
import {
  ANNOUNCEMENT_MESSAGES as N,
  APPROVAL_MESSAGES as A,
  CREATE_TOURNAMENT_MESSAGES as T,
  TOURNAMENT_LIMIT_MESSAGES as L,
  TOURNAMENT_REGISTRATION_MESSAGES as R,
} from './messages';
import { tournamentDateProblems } from './tournament-dates';
import { isTimeZone, SCHEDULE_MESSAGES } from './schedule.schemas';

/** Each tournament field as a present value, with its limits. Create, update and the form wrap these. */
export const tournamentFields = {
  sport: oneOf(SPORTS, T.sport),
  name: text('Tournament name', 3, 200, T.name, L.name),
  venue: text('Venue', 5, 300, T.venue, L.venue),
  divisions: wholeNumber(MIN_DIVISIONS, MAX_DIVISIONS, T.divisions),
  description: longText('Description', 0, 5000, L.description),
  startDate: day(T.startDate),
  endDate: day(T.endDate),
  registrationDeadline: day(T.registrationDeadline),
  maxParticipants: wholeNumber(2, MAX_PARTICIPANTS_LIMIT, T.maxParticipants, L.maxParticipants),
  entryFee: money(T.entryFee),
  prizePool: money(T.prizePool),
  rules: longText('Tournament rules', 10, 10000, T.rules, L.rules),
  additionalInfo: longText('Additional information', 0, 5000, L.additionalInfo),
  poc1Name: text('POC 1 name', 2, 200, T.poc1Name),
  poc1Contact: text('POC 1 contact number', 10, 50, T.poc1Contact),
  poc1Email: emailAddress(T.poc1Email),
  poc2Name: text('POC 2 name', 0, 200, L.poc2Name),
  poc2Contact: text('POC 2 contact number', 0, 50, L.poc2Contact),
  poc2Email: emailAddress(T.poc2Email),
  scoreFormat: oneOf(SCORE_FORMATS, L.scoreFormat),
  standingsRulebook: oneOf(STANDINGS_RULEBOOKS, L.standingsRulebook),
  /** IANA zone where it is played (e.g. 'Europe/Madrid'): its order of play and every time shown for it are in it. */
  timeZone: z.string({ error: SCHEDULE_MESSAGES.timeZone }).refine(isTimeZone, SCHEDULE_MESSAGES.timeZone),
};
const F = tournamentFields;

/**
 * Reports the date order on the field people fix (the end date, or the registration deadline), and a score format
 * of another sport than the one sent (an update that changes one of them alone is checked by the command).
 */
const withDatesInOrder = <S extends z.ZodType<object>>(schema: S) =>
  schema
    .refine((v) => !tournamentDateProblems(v).endDate, { message: T.endBeforeStart, path: ['endDate'], ...always })
    .refine((v) => !tournamentDateProblems(v).registrationDeadline, {
      message: T.registrationDeadline,
      path: ['registrationDeadline'],
      ...always,
    })
    .refine((v) => !formatOfOtherSport(v), { message: L.scoreFormatSport, path: ['scoreFormat'], ...always });

const formatOfOtherSport = ({ sport, scoreFormat }: { sport?: unknown; scoreFormat?: unknown }): boolean =>
  typeof sport === 'string' &&
  typeof scoreFormat === 'string' &&
  SPORTS.includes(sport as never) &&
  !isScoreFormatFor(scoreFormat, sport as never);

const createShape = {
  sport: F.sport,
  name: F.name,
  venue: F.venue,
  divisions: F.divisions,
  description: optional(F.description),
  startDate: F.startDate,
  endDate: F.endDate,
  registrationDeadline: optional(F.registrationDeadline),
  maxParticipants: optional(F.maxParticipants),
  entryFee: optional(F.entryFee),
  prizePool: optional(F.prizePool),
  rules: F.rules,
  additionalInfo: optional(F.additionalInfo),
  poc1Name: F.poc1Name,
  poc1Contact: F.poc1Contact,
  poc1Email: F.poc1Email,
  poc2Name: optional(F.poc2Name),
  poc2Contact: optional(F.poc2Contact),
  poc2Email: optional(F.poc2Email),
  /** Left out: the sport's default (DEFAULT_SCORE_FORMAT, DEFAULT_STANDINGS_RULEBOOK). */
  scoreFormat: optional(F.scoreFormat),
  standingsRulebook: optional(F.standingsRulebook),
  /** Left out: the club's zone (CLUB_TIME_ZONE); the form sends the organizer's browser zone. */
  timeZone: optional(F.timeZone),
};

/** POST /api/tournaments. */
export const createTournamentRequestSchema = withDatesInOrder(z.object(createShape));
export type CreateTournamentBody = z.output<typeof createTournamentRequestSchema>;

/**
 * The create / edit tournament form: the very same fields, except that the two number inputs hold text,
 * which `numberFromInput` reads as the number it spells before the server's check runs.
 */
export const createTournamentSchema = withDatesInOrder(
  z.object({
    ...createShape,
    divisions: numberFromInput(createShape.divisions),
    maxParticipants: numberFromInput(createShape.maxParticipants),
  }),
);
export type CreateTournamentFormInput = z.input<typeof createTournamentSchema>;
export type CreateTournamentInput = z.output<typeof createTournamentSchema>;

/**
 * PATCH /api/tournaments/{id}: the create rules, each field optional. A field left out stays as it is; an
 * optional field sent as '' or null is cleared (null). Date order is checked here on what was sent, and again by
 * the command on the merged tournament.
 */
export const updateTournamentRequestSchema = withDatesInOrder(
  z.object({
    sport: ifSent(F.sport),
    name: ifSent(F.name),
    venue: ifSent(F.venue),
    divisions: ifSent(F.divisions),
    description: clearable(F.description),
    startDate: ifSent(F.startDate),
    endDate: ifSent(F.endDate),
    registrationDeadline: clearable(F.registrationDeadline),
    maxParticipants: ifSent(F.maxParticipants),
    entryFee: clearable(F.entryFee),
    prizePool: clearable(F.prizePool),
    rules: ifSent(F.rules),
    additionalInfo: clearable(F.additionalInfo),
    poc1Name: ifSent(F.poc1Name),
    poc1Contact: ifSent(F.poc1Contact),
    poc1Email: ifSent(F.poc1Email),
    poc2Name: clearable(F.poc2Name),
    poc2Contact: clearable(F.poc2Contact),
    poc2Email: clearable(F.poc2Email),
    scoreFormat: ifSent(F.scoreFormat),
    standingsRulebook: ifSent(F.standingsRulebook),
    timeZone: ifSent(F.timeZone),
  }),
);
export type UpdateTournamentBody = z.output<typeof updateTournamentRequestSchema>;

/** PATCH /api/admin/tournaments/{id}/approval. */
export const approvalDecisionSchema = z.object({ status: oneOf(APPROVAL_DECISIONS, A.status) });

/**
 * POST /api/tournaments/{id}/register and the registration form. `tournamentId` and `sport` are not read from the
 * body: the path names the tournament and the sport is the tournament's (docs/product-rules.md#registration-and-enrolment).
 */
export const tournamentRegistrationSchema = z.object({
  fullName: text('Full name', 1, 200, R.fullName),
  email: emailAddress(R.email),
  phone: text('Phone number', 1, 30, R.phone),
  skillLevel: oneOf(SKILL_LEVELS, R.skillLevel),
  skillDescription: optional(longText('Skill description', 0, 2000, R.skillDescription)),
  handedness: oneOf(HANDEDNESS, R.handedness),
  availableTimes: someOf(TIME_SLOTS, R.availableTimes),
  commitmentAcknowledged: z.literal(true, { error: R.commitmentAcknowledged }),
});
export type TournamentRegistrationFormValues = z.input<typeof tournamentRegistrationSchema>;
export type TournamentRegistrationInput = z.output<typeof tournamentRegistrationSchema>;

/** POST /api/tournaments/{id}/announcements: what the organizer tells every player of the tournament. */
export const tournamentAnnouncementSchema = z.object({
  title: text('Title', 1, ANNOUNCEMENT_LIMITS.title, N.title, N.titleTooLong),
  message: longText('Message', 1, ANNOUNCEMENT_LIMITS.message, N.message, N.messageTooLong),
});
export type TournamentAnnouncementInput = z.output<typeof tournamentAnnouncementSchema>;
