import { type NestApplicationOptions, StreamableFile } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type express from 'express';
import type { Request, RequestHandler, Response } from 'express';
import { apiGroupOf, ApiRoutes, type RouteMethod } from './api-routes';
import { createExpressServer } from './express-server';
import { sendJson } from './json-reply';

/**
 * Nest's Express adapter with three shortcuts:
 * - The HTTP server creates requests and responses with Express's prototypes ({@link createExpressServer}).
 * - API routes are kept in {@link ApiRoutes}, one Express layer mounted where the first of them is registered, so a
 *   request goes straight to its resource's routes instead of passing every route registered before it.
 * - An object a handler returns is written by {@link sendJson} instead of Express's `res.json`, which re-parses
 *   the content type and hashes every body for an ETag. Anything else (no body, text, files, errors, a content
 *   type the handler chose) takes Nest's own path.
 */
export class ApiExpressAdapter extends ExpressAdapter {
  /** Every route as registered, for the tests that walk all routes. */
  readonly routes: Array<{ method: RouteMethod; path: string }> = [];
  private readonly apiRoutes = new ApiRoutes();
  private apiRoutesMounted = false;

  override initHttpServer(options: NestApplicationOptions): void {
    if (options?.httpsOptions || options?.forceCloseConnections) return super.initHttpServer(options);
    this.httpServer = createExpressServer(this.getInstance<express.Express>());
  }

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
    if (typeof path === 'string') this.routes.push({ method, path });
    if (typeof path !== 'string' || handlers.length === 0 || !apiGroupOf(path.toLowerCase())) {
      return (this.getInstance<express.Express>()[method] as (...a: unknown[]) => unknown)(...args);
    }
    if (!this.apiRoutesMounted) {
      this.getInstance<express.Express>().use(this.apiRoutes.dispatch);
      this.apiRoutesMounted = true;
    }
    this.apiRoutes.add(method, path, handlers);
    return this.getInstance();
  }
}

const isJsonObject = (body: unknown): body is object =>
  typeof body === 'object' && body !== null && !(body instanceof StreamableFile) && !(body instanceof Error) && !Buffer.isBuffer(body);
