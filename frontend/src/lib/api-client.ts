import type { ApiErrorBody } from '@rallypoint/shared';

/** Thrown for every non-2xx answer; the message is '{status}: {body text or status text}' (docs/product-rules.md#the-web-client). */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, bodyText: string, statusText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
  }
}

type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

async function request<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(url: string) => request<T>('GET', url),
  post: <T>(url: string, body?: unknown) => request<T>('POST', url, body),
  patch: <T>(url: string, body?: unknown) => request<T>('PATCH', url, body),
  put: <T>(url: string, body?: unknown) => request<T>('PUT', url, body),
  delete: <T>(url: string) => request<T>('DELETE', url),
};

/** The JSON error body carried in an error's message, when it has one. */
export function parseErrorBody(error: unknown): Partial<ApiErrorBody> | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return undefined;
  try {
    const parsed: unknown = JSON.parse(match[1]);
    return parsed && typeof parsed === 'object' ? (parsed as Partial<ApiErrorBody>) : undefined;
  } catch {
    return undefined;
  }
}

/** The server's `message` for toasts that show it; undefined when the answer had none. */
export function serverMessage(error: unknown): string | undefined {
  const message = parseErrorBody(error)?.message;
  if (Array.isArray(message)) return message.join(', ');
  return typeof message === 'string' && message.trim() ? message : undefined;
}

export function serverFieldErrors(error: unknown): Record<string, string[]> {
  return parseErrorBody(error)?.fields ?? {};
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
