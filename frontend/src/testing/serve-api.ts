import { http, HttpResponse, matchRequestUrl, type HttpResponseResolver } from 'msw';
import { API_CONTRACT } from './api-contract';
import { apiServer, reportApiProblem } from './api-server';
import { replyProblem, type Reply } from './contract-check';

export type { Reply };

export interface RecordedRequest {
  method: string;
  /** The path and query, as the client asked it. */
  url: string;
  body: unknown;
}

type Responder = Reply | ((request: RecordedRequest) => Reply | Promise<Reply>);

/** A test's API: replies keyed 'METHOD /api/path' (a concrete path or the route's own ':param' pattern). */
export type ApiRoutes = Record<string, Responder>;

/** The requests a test's routes answered, in order. */
export interface ApiLog {
  requests: RecordedRequest[];
}

const BASE = 'http://api.test';
const HANDLERS = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;
type Method = keyof typeof HANDLERS;

/** The contract route a test's key stands for: the most literal pattern that matches (`my-tournaments` over `:id`). */
function routeOf(key: string): { method: Method; path: string; route: string } {
  const [method, path] = key.split(' ') as [Method, string];
  const url = new URL(path, BASE);
  const matching = Object.keys(API_CONTRACT)
    .filter((route) => route.startsWith(`${method} `) && matchRequestUrl(url, route.slice(method.length + 1), BASE).matches)
    .sort((a, b) => a.split(':').length - b.split(':').length);
  if (!(method in HANDLERS) || !matching[0]) {
    throw new Error(`'${key}' is not a route of the API: see frontend/src/testing/api-contract.ts`);
  }
  return { method, path, route: matching[0] };
}

function toResponse(reply: Reply): Response {
  const status = reply.status ?? 200;
  const text = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
  return new HttpResponse(text === '' ? null : text, {
    status,
    statusText: reply.statusText ?? (status >= 400 ? 'Error' : 'OK'),
    headers: { 'Content-Type': 'application/json' },
  });
}

async function recorded(request: Request): Promise<RecordedRequest> {
  const url = new URL(request.url);
  const text = await request.clone().text();
  return { method: request.method, url: url.pathname + url.search, body: text ? JSON.parse(text) : undefined };
}

/**
 * Serves the test's replies through msw, in place of any served before. Every reply is checked against the route's
 * shared contract schema (api-contract.ts): a fixed reply when it is declared, a computed one when it is given.
 */
export function serveApi(routes: ApiRoutes = {}): ApiLog {
  const log: ApiLog = { requests: [] };
  const handlers = Object.entries(routes).map(([key, responder]) => {
    const { method, path, route } = routeOf(key);
    const answer = API_CONTRACT[route];
    if (typeof responder !== 'function') {
      const problem = replyProblem(route, answer, responder);
      if (problem) throw new Error(problem);
    }
    const resolve: HttpResponseResolver = async ({ request }) => {
      const asked = await recorded(request);
      log.requests.push(asked);
      const reply = typeof responder === 'function' ? await responder(asked) : responder;
      const problem = replyProblem(route, answer, reply);
      if (!problem) return toResponse(reply);
      reportApiProblem(problem);
      return HttpResponse.error();
    };
    return HANDLERS[method](path, resolve);
  });
  apiServer.resetHandlers(...handlers);
  return log;
}

/** The requests made to one 'METHOD /path' (query string ignored). */
export function callsTo(log: ApiLog, key: string): RecordedRequest[] {
  return log.requests.filter((request) => `${request.method} ${request.url.split('?')[0]}` === key);
}

/** An error reply with the API's error body (ApiError). */
export const errorReply = (status: number, message: string, extra: Record<string, unknown> = {}): Reply => ({
  status,
  body: { statusCode: status, error: 'Error', message, ...extra },
});

/** A reply that never arrives, for pending states. */
export const never = () => new Promise<Reply>(() => {});
