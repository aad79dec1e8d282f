#!/usr/bin/env node
// Replays the API traffic the Playwright journeys recorded (tools/e2e/api-traffic/*.har) through Prism in proxy mode,
// against the API document the app served (openapi.json beside them). Prism's upstream is a stand-in that answers
// each request with the response the real app gave, so Prism validates the real requests and responses.
// Exits 1 on any violation: a response the document does not describe (status, headers, body), or a request the app
// accepted that the document would refuse. A request the app refused with a documented error (the journeys send bad
// input on purpose) is consistent with the document and is counted, not failed.
//   node tools/contract/replay-through-prism.mjs [traffic dir]
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const trafficDir = process.argv[2] ?? fileURLToPath(new URL('../e2e/api-traffic/', import.meta.url));
const prismBin = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');
/** Headers that describe the recorded transfer rather than the message: the replay sends and answers plain bodies. */
const TRANSFER_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'host']);

const exchanges = await recordedExchanges(trafficDir);
let current = null;
const upstream = createServer((request, reply) => {
  request.resume();
  request.on('end', () => {
    if (!current) return reply.writeHead(503).end(); // Prism's start-up probe, before the replay begins
    const { status, headers, body } = current.response;
    reply.writeHead(status, headers);
    reply.end(body);
  });
});
await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
const prism = await startPrism(join(trafficDir, 'openapi.json'), `http://127.0.0.1:${upstream.address().port}`);

const failures = [];
/** Requests outside the contract (signed out, cross-site, invalid) that the app refused with a documented 4xx. */
const refused = new Map();
try {
  for (const exchange of exchanges) {
    current = exchange;
    const answer = await fetch(`${prism.url}${exchange.path}`, {
      method: exchange.method,
      headers: exchange.requestHeaders,
      body: exchange.requestBody,
      redirect: 'manual',
    });
    await answer.arrayBuffer();
    const violations = JSON.parse(answer.headers.get('sl-violations') ?? '[]');
    const refusedByApp = exchange.response.status >= 400 && exchange.response.status < 500;
    for (const violation of violations) {
      const onRequest = violation.location?.[0] === 'request';
      const call = `${exchange.method} ${exchange.path} → ${exchange.response.status} (${violation.message})`;
      if (onRequest && refusedByApp) refused.set(call, (refused.get(call) ?? 0) + 1);
      else
        failures.push(
          `${exchange.method} ${exchange.path} → ${exchange.response.status}: ${violation.location?.join('.')}: ${violation.message}`,
        );
    }
  }
} finally {
  prism.stop();
  upstream.close();
}

console.log(`[contract] ${exchanges.length} recorded API calls replayed through Prism: ${failures.length} violations`);
for (const failure of [...new Set(failures)]) console.log(`[contract] violation: ${failure}`);
for (const [call, times] of refused) console.log(`[contract] refused as documented (${times}×): ${call}`);
process.exit(failures.length > 0 || exchanges.length === 0 ? 1 : 0);

async function recordedExchanges(dir) {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.har'));
  const entries = [];
  for (const file of files) entries.push(...JSON.parse(await readFile(join(dir, file), 'utf8')).log.entries);
  return entries
    .map((entry) => ({ entry, url: new URL(entry.request.url) }))
    .filter(
      ({ url, entry }) => url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/docs') && entry.response.status > 0,
    )
    .sort((a, b) => a.entry.startedDateTime.localeCompare(b.entry.startedDateTime))
    .map(({ entry, url }) => ({
      method: entry.request.method,
      path: url.pathname + url.search,
      requestHeaders: plainHeaders(entry.request.headers),
      requestBody: entry.request.postData?.text,
      response: {
        status: entry.response.status,
        headers: plainHeaders(entry.response.headers),
        body: responseBody(entry.response.content),
      },
    }));
}

function plainHeaders(list) {
  const headers = {};
  for (const { name, value } of list) {
    const key = name.toLowerCase();
    if (TRANSFER_HEADERS.has(key) || key.startsWith(':')) continue;
    headers[key] = headers[key] ? `${headers[key]}, ${value}` : value;
  }
  return headers;
}

function responseBody(content) {
  if (content?.text === undefined) return '';
  return content.encoding === 'base64' ? Buffer.from(content.text, 'base64') : content.text;
}

async function startPrism(document, target) {
  const port = 4600 + Math.floor(Math.random() * 300);
  const child = spawn(
    process.execPath,
    [prismBin, 'proxy', document, target, '-p', String(port), '--errors', 'false', '--cors', 'false', '-v', 'warn'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const url = `http://127.0.0.1:${port}`;
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
  for (let attempt = 0; attempt < 120; attempt++) {
    if (child.exitCode !== null) break;
    try {
      await fetch(`${url}/api/health`);
      return { url, stop: () => child.kill() };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  child.kill();
  throw new Error(`Prism did not start:\n${output}`);
}
