import fastifyStatic from '@fastify/static';
import { Logger } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';

const isApiPath = (url: string) => /^\/api(?:[/?]|$)/i.test(url);
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * The built UI on the API's port (@fastify/static): its files by name, and index.html for any other GET outside
 * `/api`, so client routes work on reload. API paths that match no route stay Nest's 404.
 */
export async function serveWebUi(fastify: FastifyInstance, dist: string | null): Promise<void> {
  if (!dist) return;
  if (!existsSync(join(dist, 'index.html'))) {
    new Logger('Web').warn(`No built UI at ${dist}; serving the API only`);
    return;
  }
  const hashedAssets = join(dist, 'assets') + sep;
  // One route per built file (wildcard: false), so API requests never touch the file system. Vite names every
  // file under assets/ by its content hash, so a browser may keep those for a year; the rest (icons) an hour.
  await fastify.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    maxAge: '1h',
    setHeaders: (reply, path) => {
      if (path.startsWith(hashedAssets)) reply.header('cache-control', HASHED_ASSET_CACHE);
    },
  });
  fastify.get('/*', (request, reply) => {
    if (isApiPath(request.url)) return reply.callNotFound();
    // The page names the current build's assets, so browsers ask for it again each time.
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
}
