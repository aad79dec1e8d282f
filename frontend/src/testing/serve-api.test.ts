import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { takeApiProblems } from './api-server';
import { callsTo, errorReply, serveApi } from './serve-api';

describe(serveApi.name, () => {
  it('serves a reply the contract allows and records the request', async () => {
    const log = serveApi({ 'POST /api/auth/logout': { body: { message: 'Logged out' } } });
    await expect(api.post('/api/auth/logout?from=menu', { all: true })).resolves.toEqual({ message: 'Logged out' });
    expect(callsTo(log, 'POST /api/auth/logout')).toEqual([
      { method: 'POST', url: '/api/auth/logout?from=menu', body: { all: true } },
    ]);
  });

  it('matches a concrete path to the most literal route pattern', () => {
    // An empty list is what GET /api/academies/my-memberships answers; GET /api/academies/:id answers one academy.
    expect(() => serveApi({ 'GET /api/academies/my-memberships': { body: [] } })).not.toThrow();
    expect(() => serveApi({ 'GET /api/academies/7': { body: [] } })).toThrow(/academies\/:id/);
  });

  it('refuses a fixed reply the schema rejects, naming the issue', () => {
    expect(() => serveApi({ 'POST /api/auth/logout': { body: { msg: 'Logged out' } } })).toThrow(/message/);
  });

  it('refuses fields the contract does not describe', () => {
    expect(() => serveApi({ 'POST /api/auth/logout': { body: { message: 'Logged out', extra: 1 } } })).toThrow(/\.extra/);
  });

  it('refuses an error body that is not the ApiError shape', () => {
    expect(() => serveApi({ 'POST /api/auth/logout': { status: 500, body: { reason: 'down' } } })).toThrow(/statusCode/);
    expect(() => serveApi({ 'POST /api/auth/logout': errorReply(500, 'Down') })).not.toThrow();
  });

  it("lets an error carry a proxy's page, and a calendar its text", () => {
    expect(() => serveApi({ 'GET /api/system/version': { status: 502, text: '<html>Bad Gateway</html>' } })).not.toThrow();
    expect(() => serveApi({ 'GET /api/calendar/abc.ics': { text: 'BEGIN:VCALENDAR' } })).not.toThrow();
    expect(() => serveApi({ 'GET /api/system/version': { text: 'version 1' } })).toThrow(/not JSON/);
  });

  it('refuses a route the API does not have', () => {
    expect(() => serveApi({ 'GET /api/nowhere': { body: {} } })).toThrow(/not a route of the API/);
  });

  it('reports a computed reply outside the contract and fails the request', async () => {
    serveApi({ 'GET /api/system/version': () => ({ body: { version: 7 } }) });
    await expect(api.get('/api/system/version')).rejects.toThrow();
    expect(takeApiProblems()).toEqual([expect.stringContaining('GET /api/system/version breaks the contract')]);
  });

  it('refuses a JSON body on a route that answers without one', () => {
    expect(() => serveApi({ 'DELETE /api/bootcamps/5/waitlist': { body: { message: 'Left' } } })).toThrow(/without a JSON body/);
    expect(() => serveApi({ 'DELETE /api/bootcamps/5/waitlist': { status: 204 } })).not.toThrow();
  });
});
