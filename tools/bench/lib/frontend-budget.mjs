// First-load JS: the scripts index.html loads (entry + modulepreload), gzipped; every other chunk loads on demand.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function frontEndBudget(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const first = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const size = (file) => readFileSync(join(dist, file));
  const firstLoadRaw = first.reduce((sum, file) => sum + size(file).length, 0);
  const firstLoadGzip = first.reduce((sum, file) => sum + gzipSync(size(file)).length, 0);
  const chunks = readdirSync(join(dist, 'assets'))
    .filter((file) => file.endsWith('.js') && !first.includes(`assets/${file}`))
    .map((file) => [file, gzipSync(size(`assets/${file}`)).length])
    .sort((a, b) => b[1] - a[1]);
  return { firstLoadRaw, firstLoadGzip, first, chunks };
}
