// Times the Glicko-2 rating book recording 100,000 mixed singles and doubles matches among 2,000 players.
// Build first (run-all.mjs does): npx tsc -p libs/shared/tsconfig.build.json
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const NAME = 'ratings-100k';
const PLAYERS = 2000;
const MATCHES = 100_000;
const DOUBLES_SHARE = 0.2;
const MATCHES_PER_DAY = 150;
const TARGET_MS = 2000;
const WARMUP = 2;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS) || 7;

const dist = fileURLToPath(new URL('../../libs/shared/dist/index.js', import.meta.url));
if (!existsSync(dist)) {
  console.error(`${NAME}: ${dist} is missing; build it with: npx tsc -p libs/shared/tsconfig.build.json`);
  process.exit(1);
}
const { createRatingBook, mulberry32 } = createRequire(import.meta.url)(dist);

// Seeded, so every run times the same history.
const random = mulberry32(2026);
const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

const ids = Array.from({ length: PLAYERS }, (_, i) => `player-${i}`);
const strength = Array.from({ length: PLAYERS }, () => 1500 + 200 * normal());
const dateOf = (day) => new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10);

// Distinct players for one match.
function pick(count) {
  const chosen = [];
  while (chosen.length < count) {
    const p = Math.floor(random() * PLAYERS);
    if (!chosen.includes(p)) chosen.push(p);
  }
  return chosen;
}

// A best-of-three set score for a winner; close matches go to three sets more often.
function setsFor(winnerChance) {
  const sets = [];
  const thirdSet = random() < 0.5 - Math.abs(winnerChance - 0.5);
  const loserSet = () => Math.floor(random() * 5);
  sets.push({ w: 6, l: loserSet() });
  if (thirdSet) sets.push({ w: loserSet(), l: 6 });
  sets.push({ w: random() < 0.2 ? 7 : 6, l: loserSet() });
  return sets;
}

const matches = [];
for (let i = 0; i < MATCHES; i++) {
  const doubles = random() < DOUBLES_SHARE;
  const players = pick(doubles ? 4 : 2);
  const half = players.length / 2;
  const sideA = players.slice(0, half);
  const sideB = players.slice(half);
  const mean = (side) => side.reduce((sum, p) => sum + strength[p], 0) / side.length;
  const chanceA = 1 / (1 + 10 ** (-(mean(sideA) - mean(sideB)) / 400));
  const winner = random() < chanceA ? 'A' : 'B';
  const sets = setsFor(winner === 'A' ? chanceA : 1 - chanceA).map(({ w, l }) =>
    winner === 'A' ? { a: w, b: l } : { a: l, b: w },
  );
  matches.push({
    playedOn: dateOf(Math.floor(i / MATCHES_PER_DAY)),
    sideA: sideA.map((p) => ids[p]),
    sideB: sideB.map((p) => ids[p]),
    winner,
    sets,
  });
}

function runOnce() {
  const start = performance.now();
  const book = createRatingBook({ sport: 'tennis' });
  for (let i = 0; i < matches.length; i++) book.record(matches[i]);
  return { elapsed: performance.now() - start, book };
}

for (let i = 0; i < WARMUP; i++) runOnce();
const runs = Array.from({ length: ITERATIONS }, runOnce);
const times = runs.map((r) => r.elapsed).sort((a, b) => a - b);
const median = times.length % 2 ? times[(times.length - 1) / 2] : (times[times.length / 2 - 1] + times[times.length / 2]) / 2;

// Same history, same ratings; the rank correlation with the true strengths is reported, not a target.
const snapshot = (book) => JSON.stringify(ids.map((id) => book.rating(id)));
const deterministic = runs.every((r) => snapshot(r.book) === snapshot(runs[0].book));
const { book } = runs[0];
const rated = ids.filter((id) => book.rating(id) !== null).length;
const ranks = (values) => {
  const order = values.map((v, i) => [v, i]).sort((x, y) => x[0] - y[0]);
  const rank = new Array(values.length);
  order.forEach(([, i], r) => (rank[i] = r));
  return rank;
};
const rankCorrelation = (xs, ys) => {
  const rx = ranks(xs);
  const ry = ranks(ys);
  const n = xs.length;
  const squares = rx.reduce((sum, r, i) => sum + (r - ry[i]) ** 2, 0);
  return 1 - (6 * squares) / (n * (n * n - 1));
};
const spearman = rankCorrelation(
  strength,
  ids.map((id) => book.rating(id)?.value ?? 0),
);

const line = (value) => console.log(`${NAME}: ${JSON.stringify(value)}`);
line({
  matches: MATCHES,
  players: PLAYERS,
  doublesShare: DOUBLES_SHARE,
  medianMs: Number(median.toFixed(1)),
  fastestMs: Number(times[0].toFixed(1)),
  runs: ITERATIONS,
  targetMs: TARGET_MS,
});
line({ rated, deterministic, spearman: Number(spearman.toFixed(3)) });

const missed = [];
if (median >= TARGET_MS) missed.push(`median ${median.toFixed(1)} ms misses the ${TARGET_MS} ms target`);
if (!deterministic) missed.push('two runs gave different ratings');
if (rated !== PLAYERS) missed.push(`${PLAYERS - rated} players were left unrated`);
for (const reason of missed) console.error(`${NAME}: ${reason}`);
if (missed.length) process.exit(1);
