import { describe, expect, it } from 'vitest';
import { callsTo, jsonError, mockFetch } from '@/testing/mock-fetch';
import { api, ApiError, serverFieldErrors, serverMessage } from './api-client';

describe('api client', () => {
  it('sends cookies and a JSON body only when there is one', async () => {
    const fetchMock = mockFetch({ 'POST /api/things': { status: 201, body: { id: 7 } }, 'GET /api/things': { body: [] } });

    await expect(api.post('/api/things', { name: 'x' })).resolves.toEqual({ id: 7 });
    await api.get('/api/things');

    const [, postInit] = fetchMock.mock.calls[0];
    expect(postInit).toMatchObject({ method: 'POST', credentials: 'include', body: '{"name":"x"}' });
    expect(postInit?.headers).toEqual({ 'Content-Type': 'application/json' });
    const [, getInit] = fetchMock.mock.calls[1];
    expect(getInit).toMatchObject({ method: 'GET', credentials: 'include', body: undefined, headers: undefined });
  });

  it("throws '{status}: {body text}' for a non-2xx answer", async () => {
    mockFetch({ 'GET /api/tournaments/9': jsonError(404, 'Tournament not found') });

    const error = await api.get('/api/tournaments/9').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('404: {"statusCode":404,"error":"Error","message":"Tournament not found"}');
  });

  it('falls back to the status text when the body is empty', async () => {
    mockFetch({ 'DELETE /api/x': { status: 500, statusText: 'Internal Server Error', text: '' } });

    await expect(api.delete('/api/x')).rejects.toThrow('500: Internal Server Error');
  });

  it('resolves an empty 200 body to undefined', async () => {
    const fetchMock = mockFetch({ 'PATCH /api/notifications/3/read': { text: '' } });

    await expect(api.patch('/api/notifications/3/read')).resolves.toBeUndefined();
    expect(callsTo(fetchMock, 'PATCH /api/notifications/3/read')).toHaveLength(1);
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
