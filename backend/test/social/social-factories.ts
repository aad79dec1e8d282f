import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type { PlayerLevel, Sport } from '@rallypoint/shared';
import { hashPassword } from '../../src/contexts/identity/domain/password';
import type { TestApp } from '../support/test-app';

export type Agent = ReturnType<typeof request.agent>;

export interface Person {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  agent: Agent;
}

export interface PersonOptions {
  firstName?: string;
  lastName?: string;
  username?: string;
  role?: 'player' | 'organizer' | 'admin';
  isActive?: boolean;
  sports?: Sport[];
  level?: PlayerLevel | null;
  state?: string;
}

const unique = () => randomBytes(4).toString('hex');
let hash: Promise<string> | null = null;

/** An account with the profile fields Find Players shows, inserted directly; signed in when active. */
export async function person(t: TestApp, options: PersonOptions = {}): Promise<Person> {
  const role = options.role ?? 'player';
  const username = options.username ?? `${role}_${unique()}`;
  const firstName = options.firstName ?? 'Pat';
  const lastName = options.lastName ?? 'Player';
  const email = `${username}@example.com`;
  hash ??= hashPassword('password123');
  const [row] = await t.dataSource.query(
    `INSERT INTO users (username, password_hash, first_name, last_name, email, phone, user_type, role, sports, level, state,
       is_active, is_email_verified, activated_at)
     VALUES ($1, $2, $3, $4, $5, '5550001111', $6, $7, $8, $9, $10, $11, true, now()) RETURNING id`,
    [
      username,
      await hash,
      firstName,
      lastName,
      email,
      role === 'organizer' ? 'organizer' : 'individual_player',
      role === 'admin' ? 'admin' : 'player',
      options.sports ?? ['tennis'],
      options.level === undefined ? 'intermediate' : options.level,
      options.state ?? 'CA',
      options.isActive ?? true,
    ],
  );
  const agent = request.agent(t.http);
  if (options.isActive ?? true) await agent.post('/api/auth/login').send({ username, password: 'password123' }).expect(200);
  return { id: row.id, username, email, firstName, lastName, agent };
}

/** A calendar day relative to today (local), e.g. day(1) is tomorrow. */
export function day(offset: number, from = new Date()): string {
  const date = new Date(from);
  date.setDate(date.getDate() + offset);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export async function eventTypes(t: TestApp, aggregateType: string, aggregateId: number): Promise<string[]> {
  const rows: Array<{ type: string }> = await t.dataSource.query(
    `SELECT type FROM event_log WHERE aggregate_type = $1 AND aggregate_id = $2 ORDER BY id`,
    [aggregateType, String(aggregateId)],
  );
  return rows.map((row) => row.type);
}
