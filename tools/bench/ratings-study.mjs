// Does RallyPoint's rating engine predict real matches better than FiveThirtyEight's tennis Elo?
// Fits the engine's parameters on the ATP seasons 2011-2016, then scores both systems on each season 2017-2024,
// every match predicted before it is learned from (docs/ratings-study.md).
//
// Data (non-commercial licence, not in this repository): github.com/JeffSackmann/tennis_atp, as a folder of its
// atp_matches_YYYY.csv files or a git directory of the repository.
// Build the shared lib first: npx tsc -p libs/shared/tsconfig.build.json
// Usage: node tools/bench/ratings-study.mjs <data folder or git dir> [--without-margin] [--parameters '<json>']
//   --without-margin fits and scores the engine with the score margin left out (marginWeight 0), as Elo has it;
//   --parameters skips the fit and scores the engine with these changes to its defaults.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadAtpMatches } from './lib/ratings-study/atp-matches.mjs';
import { coordinateDescent } from './lib/ratings-study/fit.mjs';
import { scoreBySeason } from './lib/ratings-study/metrics.mjs';
import { eloSystem, rallyPointSystem } from './lib/ratings-study/systems.mjs';

const NAME = 'ratings-study';
const FIT_SEASONS = [2011, 2012, 2013, 2014, 2015, 2016];
const HELD_OUT_SEASONS = [2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024];
/**
 * The values the fit tries; it starts from the engine's defaults. initialRating is not fitted: everyone starts at
 * it, so it shifts every rating alike and changes no prediction.
 */
const GRIDS = {
  initialDeviation: [150, 200, 250, 300, 350, 400],
  initialVolatility: [0.02, 0.03, 0.04, 0.06, 0.08],
  tau: [0.3, 0.5, 0.8, 1.2],
  periodDays: [7, 30, 90, 365],
  idleDeviationPerYear: [0, 25, 50, 75, 110, 150],
  marginWeight: [0, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4],
};
/** A change the fit keeps must lower the mean log loss by this much; smaller ones are noise. */
const MIN_IMPROVEMENT = 1e-5;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { parameters: { type: 'string' }, 'without-margin': { type: 'boolean' } },
});
const withoutMargin = values['without-margin'] === true;
if (positionals.length !== 1) {
  console.error(`Usage: node tools/bench/ratings-study.mjs <data folder or git dir> [--without-margin] [--parameters '<json>']`);
  process.exit(2);
}

const dist = fileURLToPath(new URL('../../libs/shared/dist/index.js', import.meta.url));
if (!existsSync(dist)) {
  console.error(`${NAME}: ${dist} is missing; build it with: npx tsc -p libs/shared/tsconfig.build.json`);
  process.exit(1);
}
const { createRatingBook, DEFAULT_RATING_PARAMETERS } = createRequire(import.meta.url)(dist);
if (DEFAULT_RATING_PARAMETERS === undefined) {
  console.error(`${NAME}: ${dist} predates the engine's parameters; rebuild it`);
  process.exit(1);
}

const lastSeason = HELD_OUT_SEASONS.at(-1);
const { matches, dropped, seasons } = loadAtpMatches(positionals[0], lastSeason);
for (const season of [...FIT_SEASONS, ...HELD_OUT_SEASONS]) {
  if (!seasons.includes(season)) throw new Error(`The data has no season ${season}`);
}
console.log(
  `${NAME}: seasons ${seasons[0]}-${seasons.at(-1)}, ${matches.length} matches kept; left out: ${JSON.stringify(dropped)}`,
);

// The fit sees only the seasons up to its last: the held-out matches are not even in its runs.
const fitMatches = matches.filter((match) => match.season <= FIT_SEASONS.at(-1));
const fitLoss = (parameters) => scoreBySeason(fitMatches, rallyPointSystem(createRatingBook, parameters), FIT_SEASONS).logLoss;
const start = { ...createRatingBook({ sport: 'tennis' }).parameters, ...(withoutMargin ? { marginWeight: 0 } : {}) };
const grids = withoutMargin ? { ...GRIDS, marginWeight: [0] } : GRIDS;
let fitted;
if (values.parameters !== undefined) {
  fitted = { ...start, ...JSON.parse(values.parameters) };
  console.log(`${NAME}: parameters given, not fitted`);
} else {
  const fit = coordinateDescent(fitLoss, start, grids, {
    minImprovement: MIN_IMPROVEMENT,
    onStep: (parameters, loss) => console.log(`${NAME}: fit log loss ${loss.toFixed(5)} with ${JSON.stringify(parameters)}`),
  });
  fitted = fit.parameters;
  console.log(`${NAME}: fitted in ${fit.evaluations} runs over ${FIT_SEASONS[0]}-${FIT_SEASONS.at(-1)}`);
}
console.log(`${NAME}: start ${JSON.stringify(start)}`);
console.log(`${NAME}: fitted ${JSON.stringify(fitted)}`);

const suffix = withoutMargin ? ', no margin' : '';
const systems = [
  ['Elo (FiveThirtyEight)', () => eloSystem()],
  [`RallyPoint, fitted${suffix}`, () => rallyPointSystem(createRatingBook, fitted)],
  [`RallyPoint, app defaults${suffix}`, () => rallyPointSystem(createRatingBook, withoutMargin ? { marginWeight: 0 } : {})],
];
const percent = (x) => `${(100 * x).toFixed(2)} %`;
for (const [label, scoredSeasons] of [
  ['Fitting seasons (not held out)', FIT_SEASONS],
  ['Held-out seasons', HELD_OUT_SEASONS],
]) {
  const results = systems.map(([name, make]) => ({ name, ...scoreBySeason(matches, make(), scoredSeasons) }));
  console.log(`\n${label}\n`);
  console.log(`| Season | Matches | ${results.map((r) => `${r.name} accuracy | log loss`).join(' | ')} |`);
  console.log(`|---|--:|${results.map(() => '--:|--:').join('|')}|`);
  results[0].seasons.forEach((season, i) => {
    const cells = results.map((r) => `${percent(r.seasons[i].accuracy)} | ${r.seasons[i].logLoss.toFixed(4)}`);
    console.log(`| ${season.season} | ${season.matches} | ${cells.join(' | ')} |`);
  });
  const total = results[0].seasons.reduce((sum, s) => sum + s.matches, 0);
  const means = results.map((r) => `**${percent(r.accuracy)}** | **${r.logLoss.toFixed(4)}**`);
  console.log(`| Mean of seasons | ${total} | ${means.join(' | ')} |`);
  console.log(`\n${compare(results[1], results[0])}`);
}

/** How `ours` fares against `baseline`: seasons won on each measure, and the differences of the means. */
function compare(ours, baseline) {
  const count = ours.seasons.length;
  const betterAccuracy = ours.seasons.filter((s, i) => s.accuracy > baseline.seasons[i].accuracy).length;
  const betterLoss = ours.seasons.filter((s, i) => s.logLoss < baseline.seasons[i].logLoss).length;
  const points = (100 * (ours.accuracy - baseline.accuracy)).toFixed(2);
  const loss = (ours.logLoss - baseline.logLoss).toFixed(4);
  return (
    `${ours.name} against ${baseline.name}: accuracy better in ${betterAccuracy} of ${count} seasons, ` +
    `log loss in ${betterLoss} of ${count}; mean accuracy ${points} points, mean log loss ${loss}`
  );
}
