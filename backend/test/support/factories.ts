import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type { SignupRequest } from '@rallypoint/shared';
import { hashPassword } from '../../src/contexts/identity/domain/password';
import type { TestApp } from './test-app';

export type TestRole = 'admin' | 'organizer' | 'player';

const unique = () => randomBytes(4).toString('hex');

export function validSignup(overrides: Partial<SignupRequest> = {}): SignupRequest {
  const id = unique();
  return {
    firstName: 'Serena',
    lastName: 'Lopez',
    username: `serena_${id}`,
    email: `serena.${id}@example.com`,
    phone: '5551234567',
    userType: 'individual_player',
    sports: ['tennis'],
    addressLine1: '1 Baseline Road',
    state: 'CA',
    zipCode: '94110',
    password: 'secret123',
    ...overrides,
  };
}

export interface TestUser {
  id: number;
  username: string;
  password: string;
  email: string;
}

let cachedHash: Promise<string> | null = null;

/** An active account inserted directly (fast), for tests that are not about signing up. */
export async function createUser(
  testApp: TestApp,
  role: TestRole,
  overrides: { isActive?: boolean; isEmailVerified?: boolean; firstName?: string } = {},
): Promise<TestUser> {
  const username = `${role}_${unique()}`;
  const password = 'password123';
  cachedHash ??= hashPassword(password);
  const email = `${username}@example.com`;
  const [row] = await testApp.dataSource.query(
    `INSERT INTO users (username, password_hash, first_name, last_name, email, phone, user_type, role, sports,
       is_active, is_email_verified, activated_at)
     VALUES ($1, $2, $3, 'Tester', $4, '5550001111', $5, $6, '{tennis}', $7, $8, now()) RETURNING id`,
    [
      username,
      await cachedHash,
      overrides.firstName ?? role[0].toUpperCase() + role.slice(1),
      email,
      role === 'organizer' ? 'organizer' : 'individual_player',
      role === 'admin' ? 'admin' : 'player',
      overrides.isActive ?? true,
      overrides.isEmailVerified ?? true,
    ],
  );
  return { id: row.id, username, password, email };
}

/** A supertest agent holding the session cookie of a fresh account with that role. */
export async function signedInAs(
  testApp: TestApp,
  role: TestRole,
): Promise<{ agent: ReturnType<typeof request.agent>; user: TestUser }> {
  const user = await createUser(testApp, role);
  const agent = request.agent(testApp.http);
  await agent.post('/api/auth/login').send({ username: user.username, password: user.password }).expect(200);
  return { agent, user };
}
