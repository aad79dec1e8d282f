import type { SessionStore as FastifySessionStore } from '@fastify/session';
import type { Session } from 'fastify';
import type { SessionUser } from './session-user';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in, active user of the request's session; undefined when signed out. */
    user?: SessionUser;
  }

  /** What a session holds (@fastify/session's extension point for typed session data). */
  interface Session {
    /** The signed-in user's id: the only thing stored besides the cookie's expiry. */
    userId?: number;
    /** Read with the session on every request, never stored, so deactivation and role changes count at once. */
    user?: SessionUser;
  }
}

/**
 * Where sessions live: the store @fastify/session reads and writes (its documented get/set/destroy interface).
 * The identity context provides it, backed by PostgreSQL, so every API instance sees a sign-out at once.
 */
export abstract class SessionStore implements FastifySessionStore {
  abstract get(sessionId: string, callback: (error: unknown, session?: Session | null) => void): void;
  abstract set(sessionId: string, session: Session, callback: (error?: unknown) => void): void;
  abstract destroy(sessionId: string, callback: (error?: unknown) => void): void;
}
