import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits), URL-safe: 43 characters, unguessable and short enough to paste. */
export const newCalendarToken = (): string => randomBytes(32).toString('base64url');

/** The addresses given out: 43 characters, or 32 (24 random bytes) for those made before 1735000000000. */
export const CALENDAR_TOKEN = /^(?:[A-Za-z0-9_-]{32}|[A-Za-z0-9_-]{43})$/;

/**
 * What is stored and looked up: the SHA-256 of the token, in hex. Salts and slow hashes protect guessable secrets
 * such as passwords; a token of 192 or more random bits cannot be guessed or pre-computed, so one plain SHA-256 is
 * enough (docs/event-day.md, Calendars). The lookup is an indexed equality on the hash, so its time says nothing
 * about how close a wrong token came.
 */
export const calendarTokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
