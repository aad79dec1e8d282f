// Times a 512-player singles league (130,816 matches) from the built shared lib.
// Build first (run-all.mjs does): npx tsc -p libs/shared/tsconfig.build.json
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const NAME = 'fixtures-league-512';
const PLAYERS = 512;
const TARGET_MS = 50;
const WARMUP = 5;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS) || 30;

const dist = fileURLToPath(new URL('../../libs/shared/dist/index.js', import.meta.url));
if (!existsSync(dist)) {
  console.error(`${NAME}: ${dist} is missing; build it with: npx tsc -p libs/shared/tsconfig.build.json`);
  process.exit(1);
}
const { generateFixtures, leagueMatchCount } = createRequire(import.meta.url)(dist);

const levels = ['L1', 'L2', 'L3', 'L4', 'L5'];
const players = Array.from({ length: PLAYERS }, (_, i) => ({
  id: i + 1,
  name: `Player${i + 1} Surname`,
  email: `player${i + 1}@example.com`,
  phone: `555-010-${String(i).padStart(4, '0')}`,
  skillLevel: levels[i % levels.length],
}));
const input = {
  fixtureType: 'singles',
  matchType: 'league',
  divisions: { 'Division 1 (L1, L2, L3, L4, L5)': players },
};

const MB = 1024 * 1024;
const collect = typeof globalThis.gc === 'function' ? globalThis.gc : () => {};
let peakHeap = process.memoryUsage().heapUsed;

function runOnce() {
  collect();
  const start = performance.now();
  const { matches } = generateFixtures(input);
  const elapsed = performance.now() - start;
  // Sampled while the matches are still alive, so this is the heap the result needs.
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  if (matches.length !== leagueMatchCount(PLAYERS)) {
    console.error(`${NAME}: expected ${leagueMatchCount(PLAYERS)} matches, got ${matches.length}`);
    process.exit(1);
  }
  return elapsed;
}

for (let i = 0; i < WARMUP; i++) runOnce();
const times = Array.from({ length: ITERATIONS }, runOnce).sort((a, b) => a - b);
const pick = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
const median = times.length % 2 ? times[(times.length - 1) / 2] : (times[times.length / 2 - 1] + times[times.length / 2]) / 2;

console.log(
  `${NAME}: median ${median.toFixed(1)} ms, p95 ${pick(0.95).toFixed(1)} ms, peak heap ${(peakHeap / MB).toFixed(1)} MB ` +
    `(target < ${TARGET_MS} ms; ${ITERATIONS} runs${collect === globalThis.gc ? '' : ', no --expose-gc'})`,
);
if (median >= TARGET_MS) {
  console.error(`${NAME}: median ${median.toFixed(1)} ms misses the ${TARGET_MS} ms target`);
  process.exit(1);
}
