import { BOOTCAMP_LIMITS } from '../constants/bootcamps';
import { MAX_MATCHES_PER_SAVE, MAX_PARTICIPANTS_LIMIT } from '../constants/tournaments';

/** The field messages (docs/product-rules.md#validation-messages-and-error-answers). The zod schemas next to this file carry them to both sides. */
/** Letters, digits, dots, dashes and underscores. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

/**
 * Text fields refuse control characters, naming the field: a field of one line refuses line breaks and tabs as
 * well (they would reach e-mail subjects and CSV cells); text of several lines keeps its line breaks and tabs.
 */
export const CONTROL_CHARACTER_MESSAGES = {
  singleLine: (field: string) => `${field} cannot contain line breaks or control characters`,
  multiLine: (field: string) => `${field} cannot contain control characters`,
} as const;

export const LOGIN_MESSAGES = {
  username: 'Username is required',
  password: 'Password is required',
} as const;

export const SIGNUP_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  username: 'Username must be at least 3 characters',
  usernameTooLong: 'Username must be at most 50 characters',
  usernameCharacters: 'Username may only contain letters, numbers, dots, dashes and underscores',
  email: 'Invalid email address',
  phone: 'Phone number must be at least 10 digits',
  userType: 'Please select a user type',
  sports: 'Please select at least one sport',
  addressLine1: 'Address is required',
  state: 'State is required',
  zipCode: 'Valid ZIP code is required',
  password: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 200 characters',
  confirmPassword: "Passwords don't match",
  level: 'Please select a valid level',
  organizationName: 'Organization name is too long',
} as const;

export const CREATE_TOURNAMENT_MESSAGES = {
  sport: 'Please select a sport',
  name: 'Tournament name must be at least 3 characters',
  venue: 'Venue must be at least 5 characters',
  divisions: 'Please select number of divisions',
  startDate: 'Please select a start date',
  endDate: 'Please select an end date',
  endBeforeStart: 'End date must be on or after start date',
  rules: 'Tournament rules must be at least 10 characters',
  poc1Name: 'POC 1 name is required',
  poc1Contact: 'POC 1 contact number is required',
  poc1Email: 'Please enter a valid email for POC 1',
  poc2Email: 'Please enter a valid email for POC 2',
  registrationDeadline: 'Registration deadline must be a valid date on or before the start date',
  maxParticipants: 'Maximum participants must be a whole number of at least 2',
  entryFee: 'Entry fee must be a number of at least 0',
  prizePool: 'Prize pool must be a number of at least 0',
} as const;

/** Messages for the limits beyond the forms' own rules. */
export const TOURNAMENT_LIMIT_MESSAGES = {
  name: 'Tournament name must be at most 200 characters',
  venue: 'Venue must be at most 300 characters',
  description: 'Description must be at most 5000 characters',
  rules: 'Tournament rules must be at most 10000 characters',
  additionalInfo: 'Additional information must be at most 5000 characters',
  maxParticipants: `Maximum participants must be at most ${MAX_PARTICIPANTS_LIMIT}`,
  poc2Name: 'POC 2 name must be at most 200 characters',
  poc2Contact: 'POC 2 contact number must be at most 50 characters',
  scoreFormat: 'Please choose a score format',
  scoreFormatSport: "The score format must be one of this sport's formats",
  standingsRulebook: 'Standings rules must be ITF / USTA round robin, USA Pickleball or ITTF',
} as const;

export const APPROVAL_MESSAGES = {
  status: "Status must be 'approved' or 'rejected'",
} as const;

/** The spec shows no messages for the required registration fields; these are ours. */
export const TOURNAMENT_REGISTRATION_MESSAGES = {
  fullName: 'Full name is required',
  email: 'Please enter a valid email address',
  phone: 'Phone number is required',
  skillLevel: 'Please select your skill level',
  handedness: 'Please select your handedness',
  availableTimes: 'Please select at least one available time slot',
  commitmentAcknowledged: 'You must acknowledge your commitment to the tournament',
  skillDescription: 'Skill description must be at most 2000 characters',
} as const;

/** Announcements an organizer posts to the players of a tournament. */
export const ANNOUNCEMENT_MESSAGES = {
  title: 'Title is required',
  titleTooLong: 'Title must be at most 120 characters',
  message: 'Message is required',
  messageTooLong: 'Message must be at most 2000 characters',
} as const;

/** Saving fixtures: the fixture manager builds the body, so these speak to a developer more than a person. */
export const SAVE_FIXTURES_MESSAGES = {
  matches: 'matches must be a list of matches',
  tooManyMatches: `At most ${MAX_MATCHES_PER_SAVE} matches can be saved at once`,
  divisions: 'divisions must map each division label to its players',
  teams: 'teams must be a list of teams',
  player: 'Each player needs the id of an entry of the tournament',
  matchPlayers: 'Each match needs two players',
  teamPlayers: 'Each team needs two players',
  matchId: 'Each match needs an id',
  matchDivision: 'Each match needs a division',
  matchType: 'Match type must be league, semi-final, final or knockout',
  fixtureType: 'Fixture type must be singles or doubles',
  round: 'Round must be a whole number of at least 1',
  scheduledTime: 'Scheduled time must be at most 40 characters',
  court: 'Court must be at most 60 characters',
  winner: 'Winner must be at most 200 characters',
  teamId: 'Each team needs an id',
  teamName: 'Each team needs a name',
  teamDivision: 'Each team needs a division',
  seed: 'seed must be a whole number',
  brackets: 'brackets must list each knockout division once, with 2 to 256 sides of one or two players in seed order',
} as const;

/** The social forms' messages for their required fields. */
export const SOCIAL_MESSAGES = {
  recipientId: 'Please choose a recipient',
  opponentId: 'Please select an opponent',
  tournamentId: 'Please select a tournament',
  subject: 'Subject is required',
  subjectTooLong: 'Subject must be at most 200 characters',
  message: 'Message is required',
  messageTooLong: 'Message must be at most 2000 characters',
  kudos: 'Message is required',
  kudosTooLong: 'Kudos must be at most 500 characters',
  matchMessageTooLong: 'Message must be at most 1000 characters',
  sport: 'Please select a sport',
  proposedDate: 'Please select a date',
  proposedDatePast: 'Match date cannot be in the past',
  proposedTime: 'Please select a time',
  venue: 'Venue is required',
  venueTooLong: 'Venue must be at most 200 characters',
  duration: 'Please select a duration',
  matchType: 'Unknown match type',
  response: "Response must be 'accepted' or 'declined'",
  level: 'Please select a valid level',
  box: "Box must be 'received' or 'sent'",
  side: "Side must be 'all', 'received' or 'sent'",
  order: "Order must be 'upcoming' or 'unanswered_first'",
  rating: 'Ratings must be whole numbers from 0 to 4000',
  ratingRange: 'The lowest rating must not be above the highest',
  ratingNeedsSport: 'Choose a sport to filter or sort by rating',
  playerSort: "Sort must be 'name' or 'rating'",
} as const;

/** The bootcamp/clinic form: one pattern for every required field. */
export const BOOTCAMP_MESSAGES = {
  title: 'Title is required',
  titleTooLong: 'Title must be at most 255 characters',
  type: 'Please select a type',
  description: 'Description must be at least 10 characters',
  descriptionTooLong: 'Description must be at most 5000 characters',
  skillLevel: 'Please select a skill level',
  startDate: 'Start date is required',
  startDateInvalid: 'Start date must be a valid date',
  endDate: 'End date is required',
  endDateInvalid: 'End date must be a valid date',
  endBeforeStart: 'End date must be on or after start date',
  startTime: 'Start time is required',
  startTimeInvalid: 'Start time must be a valid time (HH:MM)',
  endTime: 'End time is required',
  endTimeInvalid: 'End time must be a valid time (HH:MM)',
  endTimeBeforeStart: 'End time must be after start time',
  duration: 'Duration is required',
  durationInvalid: 'Duration must be a whole number of days, at least 1',
  durationTooLong: 'Duration cannot be more than the days from start date to end date',
  /** The cap on any bootcamp, whatever its dates (a year, leap day included). */
  durationTooMany: `Duration must be at most ${BOOTCAMP_LIMITS.duration} days`,
  venue: 'Venue is required',
  venueTooLong: 'Venue must be at most 255 characters',
  venueAddress: 'Venue address is required',
  venueAddressTooLong: 'Venue address must be at most 500 characters',
  maxParticipants: 'Maximum participants is required',
  maxParticipantsInvalid: 'Maximum participants must be a whole number of at least 1',
  maxParticipantsTooMany: 'Maximum participants must be at most 10000',
  price: 'Price is required',
  priceInvalid: 'Price must be at least 0 with at most 2 decimal places',
  priceTooHigh: 'Price must be less than 100000000',
  approvalStatus: "Status must be 'approved' or 'rejected'",
} as const;

/** Academy enrollment (the /academy page): a missing required field is the 'Missing Information' toast. */
export const ACADEMY_ENROLLMENT_MESSAGES = {
  toastTitle: 'Missing Information',
  toastDescription: 'Please fill in all required fields.',
  membershipType: 'Please select a membership type',
  experience: 'Please select your experience level',
  preferredSchedule: 'Please select a valid schedule',
} as const;

/** Academy signup (the /academy/{id} detail page). */
export const ACADEMY_SIGNUP_MESSAGES = {
  reason: 'Please provide a reason (minimum 10 characters)',
  experience: 'Please describe your experience',
  goals: 'Please describe your goals',
  age: 'Please enter a valid age',
  ageTooHigh: 'Please enter a realistic age',
  currentGrade: 'Please specify your current grade',
  schoolName: 'School name must be at least 2 characters',
  preferredTime: 'Please select your preferred training time',
} as const;

/** The academy calls' other messages: ids, statuses, filters and lengths. */
export const ACADEMY_MESSAGES = {
  academyId: 'Please choose an academy',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  membershipStatus: "Status must be 'active', 'rejected' or 'pending'",
  membershipDecision: "Status must be 'active' or 'rejected'",
  classId: 'Please choose a class',
  sport: 'Please choose tennis, pickleball or table_tennis',
  priceRange: "Price range must be 'budget', 'mid-range' or 'premium'",
  minRating: 'Minimum rating must be a number from 0 to 5',
} as const;
