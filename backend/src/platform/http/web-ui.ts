import fastifyStatic from '@fastify/static';
import { Logger } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const isApiPath = (url: string) => /^\/api(?:[/?]|$)/i.test(url);

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
  // One route per built file (wildcard: false), so API requests never touch the file system.
  await fastify.register(fastifyStatic, { root: dist, wildcard: false, index: false, maxAge: '1h' });
  fastify.get('/*', (request, reply) => {
    if (isApiPath(request.url)) return reply.callNotFound();
    // The page names the current build's assets, so browsers ask for it again each time.
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
}
