import { SIGNED_IN_HINT_COOKIE } from '@rallypoint/shared';
import { describe, expect, it } from 'vitest';
import { errorReply, serveApi } from '@/testing/serve-api';
import { makeUser } from '@/testing/render';
import { fetchCurrentUser } from './auth';

const hasHint = () => document.cookie.includes(`${SIGNED_IN_HINT_COOKIE}=1`);
const dropHint = () => {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/`;
};

describe('fetchCurrentUser', () => {
  it('answers signed out without asking the server when this browser has not signed in', async () => {
    dropHint();
    const apiLog = serveApi({ 'GET /api/auth/me': { body: makeUser() } });
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(apiLog.requests).toEqual([]);
  });

  it('asks the server after a sign-in and answers the user', async () => {
    const user = makeUser();
    serveApi({ 'GET /api/auth/me': { body: user } });
    await expect(fetchCurrentUser()).resolves.toEqual(user);
    expect(hasHint()).toBe(true);
  });

  it('treats a 401 as signed out and stops asking until the next sign-in (the session ended elsewhere)', async () => {
    const apiLog = serveApi({ 'GET /api/auth/me': errorReply(401, 'Unauthorized') });
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(hasHint()).toBe(false);
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(apiLog.requests).toHaveLength(1);
  });

  it('lets other failures through as errors', async () => {
    serveApi({ 'GET /api/auth/me': errorReply(503, 'Service Unavailable') });
    await expect(fetchCurrentUser()).rejects.toThrow();
    expect(hasHint()).toBe(true);
  });
});
