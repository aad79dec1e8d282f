import { StreamableFile } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import { sendJson } from './json-reply';

/**
 * Nest's Express adapter with one shortcut: an object a handler returns is written by {@link sendJson} instead of
 * Express's `res.json`, which re-parses the content type and hashes every body for an ETag. Anything else (no
 * body, text, files, errors, a content type the handler chose) takes Nest's own path.
 */
export class ApiExpressAdapter extends ExpressAdapter {
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    if (!isJsonObject(body) || response.getHeader('Content-Type') !== undefined) return super.reply(response, body, statusCode);
    if (statusCode) response.statusCode = statusCode;
    sendJson(response.req as Request, response, body);
    return response;
  }
}

const isJsonObject = (body: unknown): body is object =>
  typeof body === 'object' && body !== null && !(body instanceof StreamableFile) && !(body instanceof Error) && !Buffer.isBuffer(body);
