import { StreamableFile } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { sendJson } from './json-reply';

type RouteMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** `/api/<resource>` when a route's path starts with it: the key its route group is mounted under. */
const GROUP_PREFIX = /^\/api\/[\w-]+(?=\/|$)/;

/**
 * Nest's Express adapter with two shortcuts:
 * - Routes are registered in one Express router per `/api/<resource>`, mounted in the order the groups first
 *   appear. Express tries every layer in turn, so a request now passes a few groups and its own resource's routes
 *   instead of every route registered before it (each context's controllers come one after another).
 * - An object a handler returns is written by {@link sendJson} instead of Express's `res.json`, which re-parses
 *   the content type and hashes every body for an ETag. Anything else (no body, text, files, errors, a content
 *   type the handler chose) takes Nest's own path.
 */
export class ApiExpressAdapter extends ExpressAdapter {
  /** Every route as registered, for the tests that walk all routes. */
  readonly routes: Array<{ method: RouteMethod; path: string }> = [];
  private readonly groups = new Map<string, express.Router>();

  override get(...args: unknown[]): unknown {
    return this.route('get', args);
  }
  override post(...args: unknown[]): unknown {
    return this.route('post', args);
  }
  override put(...args: unknown[]): unknown {
    return this.route('put', args);
  }
  override patch(...args: unknown[]): unknown {
    return this.route('patch', args);
  }
  override delete(...args: unknown[]): unknown {
    return this.route('delete', args);
  }

  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    if (!isJsonObject(body) || response.getHeader('Content-Type') !== undefined) return super.reply(response, body, statusCode);
    if (statusCode) response.statusCode = statusCode;
    sendJson(response.req as Request, response, body);
    return response;
  }

  private route(method: RouteMethod, args: unknown[]): unknown {
    const [path, ...handlers] = args as [unknown, ...RequestHandler[]];
    const prefix = typeof path === 'string' && handlers.length > 0 ? GROUP_PREFIX.exec(path)?.[0] : undefined;
    if (typeof path === 'string') this.routes.push({ method, path });
    if (!prefix) return (this.getInstance<express.Express>()[method] as (...a: unknown[]) => unknown)(...args);
    let group = this.groups.get(prefix);
    if (!group) {
      group = express.Router();
      this.groups.set(prefix, group);
      this.getInstance<express.Express>().use(prefix, group);
    }
    return group[method]((path as string).slice(prefix.length) || '/', ...handlers);
  }
}

const isJsonObject = (body: unknown): body is object =>
  typeof body === 'object' && body !== null && !(body instanceof StreamableFile) && !(body instanceof Error) && !Buffer.isBuffer(body);
