import { createRequire } from 'node:module';
import type { DEMO_ACCOUNTS as DemoAccounts } from '../../../libs/shared/src/constants/demo-accounts';

// libs/shared builds to CommonJS (the journeys run after the build), which an ES module loads through require.
const { DEMO_ACCOUNTS } = createRequire(import.meta.url)('../../../libs/shared/dist/index.js') as {
  DEMO_ACCOUNTS: typeof DemoAccounts;
};

export interface NewUser {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  phone: string;
  userType: 'individual_player' | 'organizer';
  sports: Array<'Tennis' | 'Pickleball' | 'Table Tennis'>;
  addressLine1: string;
  state: string;
  zipCode: string;
  password: string;
}

let sequence = 0;

/** A player nobody has signed up yet: the username and e-mail are unique per call and per run. */
export function newPlayer(overrides: Partial<NewUser> = {}): NewUser {
  const tag = `${Date.now().toString(36)}${(sequence++).toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  return {
    firstName: 'Robin',
    lastName: 'Rally',
    username: `robin_${tag}`,
    email: `robin.${tag}@example.test`,
    phone: '5551234567',
    userType: 'individual_player',
    sports: ['Tennis'],
    addressLine1: '12 Baseline Road',
    state: 'CA',
    zipCode: '94110',
    password: 'secret-rally-1',
    ...overrides,
  };
}

/** The seeded account for a role (development mode seeds them at start). */
export function demoAccount(username: 'admin' | 'organizer' | 'player') {
  const account = DEMO_ACCOUNTS.find((a) => a.username === username);
  if (!account) throw new Error(`no demo account ${username}`);
  return account;
}
