import type { RoleColumn, UserType } from './users';

/** Accounts created on start in development so people can try every role at once. */
export const DEMO_ACCOUNTS: ReadonlyArray<{
  username: string;
  password: string;
  role: RoleColumn;
  userType: UserType;
  firstName: string;
  lastName: string;
  label: string;
}> = [
  {
    username: 'admin',
    password: 'admin123',
    role: 'admin',
    userType: 'individual_player',
    firstName: 'Ada',
    lastName: 'Admin',
    label: 'administrator',
  },
  {
    username: 'organizer',
    password: 'organizer123',
    role: 'player',
    userType: 'organizer',
    firstName: 'Olive',
    lastName: 'Organizer',
    label: 'tournament organizer',
  },
  {
    username: 'player',
    password: 'player123',
    role: 'player',
    userType: 'individual_player',
    firstName: 'Pat',
    lastName: 'Player',
    label: 'individual player',
  },
];
