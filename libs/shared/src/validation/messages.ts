/** The spec's §5 field messages, word for word. Client schemas and server DTOs both use these. */
/** Letters, digits, dots, dashes and underscores. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

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

/** The spec shows no messages for the required registration fields; these are ours. */
export const TOURNAMENT_REGISTRATION_MESSAGES = {
  fullName: 'Full name is required',
  email: 'Please enter a valid email address',
  phone: 'Phone number is required',
  skillLevel: 'Please select your skill level',
  handedness: 'Please select your handedness',
  availableTimes: 'Please select at least one available time slot',
  commitmentAcknowledged: 'You must acknowledge your commitment to the tournament',
} as const;
