import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  statusText?: string;
  /** Serialised as JSON unless `text` is given. */
  body?: unknown;
  text?: string;
}

export interface MockRequest {
  method: string;
  url: string;
  body: unknown;
}

type Responder = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

/** Routes keyed 'METHOD /path' (query string ignored). Unlisted calls answer 404. */
export type FetchRoutes = Record<string, Responder>;

export const jsonError = (status: number, message: string, extra: Record<string, unknown> = {}): MockReply => ({
  status,
  body: { statusCode: status, error: 'Error', message, ...extra },
});

export function mockFetch(routes: FetchRoutes = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const url = String(input);
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0];
    const request: MockRequest = { method, url, body: init.body ? JSON.parse(String(init.body)) : undefined };
    const responder = routes[`${method} ${path}`];
    const reply = typeof responder === 'function' ? await responder(request) : (responder ?? jsonError(404, 'Not Found'));
    const status = reply.status ?? 200;
    const text = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: reply.statusText ?? (status >= 400 ? 'Error' : 'OK'),
      text: async () => text,
    } as Response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests made to one 'METHOD /path'. */
export function callsTo(fetchMock: ReturnType<typeof mockFetch>, key: string): MockRequest[] {
  return fetchMock.mock.calls
    .map(([input, init]) => ({
      method: (init?.method ?? 'GET').toUpperCase(),
      url: String(input),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }))
    .filter((call) => `${call.method} ${call.url.split('?')[0]}` === key);
}

/** A reply that never arrives, for pending states. */
export const never = () => new Promise<MockReply>(() => {});
