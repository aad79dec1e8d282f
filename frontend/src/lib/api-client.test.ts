import { describe, expect, it, vi } from 'vitest';
import { callsTo, errorReply, serveApi } from '@/testing/serve-api';
import { api, ApiError, serverFieldErrors, serverMessage } from './api-client';

describe('api client', () => {
  it('sends cookies and a JSON body only when there is one', async () => {
    serveApi({
      'POST /api/kudos/send': { status: 201, body: { id: 7, message: 'Kudos sent' } },
      'GET /api/user/tournaments': { body: [] },
    });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    await expect(api.post('/api/kudos/send', { name: 'x' })).resolves.toEqual({ id: 7, message: 'Kudos sent' });
    await api.get('/api/user/tournaments');

    const [, postInit] = fetchSpy.mock.calls[0];
    expect(postInit).toMatchObject({ method: 'POST', credentials: 'include', body: '{"name":"x"}' });
    expect(postInit?.headers).toEqual({ 'Content-Type': 'application/json' });
    const [, getInit] = fetchSpy.mock.calls[1];
    expect(getInit).toMatchObject({ method: 'GET', credentials: 'include', body: undefined, headers: undefined });
  });

  it("throws '{status}: {body text}' for a non-2xx answer", async () => {
    serveApi({ 'GET /api/tournaments/9': errorReply(404, 'Tournament not found') });

    const error = await api.get('/api/tournaments/9').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('404: {"statusCode":404,"error":"Error","message":"Tournament not found"}');
  });

  it('falls back to the status text when the body is empty', async () => {
    serveApi({ 'DELETE /api/admin/users/4': { status: 500, statusText: 'Internal Server Error', text: '' } });

    await expect(api.delete('/api/admin/users/4')).rejects.toThrow('500: Internal Server Error');
  });

  it('resolves an empty body (204) to undefined', async () => {
    const apiLog = serveApi({ 'PATCH /api/me/updates/3/read': { status: 204 } });

    await expect(api.patch('/api/me/updates/3/read')).resolves.toBeUndefined();
    expect(callsTo(apiLog, 'PATCH /api/me/updates/3/read')).toHaveLength(1);
  });

  it('extracts the server message and field errors from such an error', () => {
    const error = new ApiError(
      400,
      JSON.stringify({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Validation failed',
        fields: { email: ['Invalid email address'] },
      }),
      'Bad Request',
    );

    expect(serverMessage(error)).toBe('Validation failed');
    expect(serverFieldErrors(error)).toEqual({ email: ['Invalid email address'] });
    expect(serverMessage(new ApiError(502, '<html>bad gateway</html>', 'Bad Gateway'))).toBeUndefined();
    expect(serverMessage(new Error('network down'))).toBeUndefined();
  });
});
