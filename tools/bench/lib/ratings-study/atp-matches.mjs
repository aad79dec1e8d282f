// Reads Jeff Sackmann's ATP main-tour results (github.com/JeffSackmann/tennis_atp, atp_matches_YYYY.csv) from a
// folder of those files or from a git directory of the repository, keeps the matches that were played, and
// orders them as they happened.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const FILE = /^atp_matches_(\d{4})\.csv$/;
/** The id the data gives a player it does not know. */
const UNKNOWN_PLAYER = '199999';
/** Round order inside a tournament; round robins and Davis Cup ties ('RR', 'ER') come first. */
const ROUND_ORDER = { RR: 0, ER: 0, R128: 1, R64: 2, R32: 3, R16: 4, QF: 5, SF: 6, BR: 7, F: 8 };
/** Scores that say no match (or no result) took place; retirements and defaults were played and are kept. */
const NOT_PLAYED = /W\/O|walkover|ABD|abandon|unfinished|UNK/i;

/** One CSV line to fields; quoted fields may hold commas and doubled quotes. */
export function parseCsvLine(line) {
  const fields = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c !== '"') field += c;
      else if (line[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else field += c;
  }
  fields.push(field);
  return fields;
}

/** Set scores as games, winner's first: '7-6(5) 3-6 6-4 RET' gives [{a:7,b:6},{a:3,b:6},{a:6,b:4}]. */
export function parseSets(score) {
  const sets = [];
  for (const token of score.split(' ')) {
    const games = /^(\d+)-(\d+)/.exec(token);
    if (games) sets.push({ a: Number(games[1]), b: Number(games[2]) });
  }
  return sets;
}

/** Why a row is left out, or null if it is kept. */
export function exclusion(row) {
  if (row.winner_id === UNKNOWN_PLAYER || row.loser_id === UNKNOWN_PLAYER) return 'unknown player';
  if (row.winner_id === row.loser_id) return 'same player on both sides';
  if (NOT_PLAYED.test(row.score) || !/\d/.test(row.score)) return 'walkover or no score';
  return null;
}

/** Rows of one season's file to matches, and the count of each reason for leaving a row out. */
export function matchesOfSeason(season, text, dropped = {}) {
  const lines = text.split(/\r?\n/).filter((line) => line !== '');
  const header = parseCsvLine(lines[0]);
  const matches = [];
  for (const line of lines.slice(1)) {
    const fields = parseCsvLine(line);
    const row = Object.fromEntries(header.map((name, i) => [name, fields[i] ?? '']));
    const reason = exclusion(row);
    if (reason) {
      dropped[reason] = (dropped[reason] ?? 0) + 1;
      continue;
    }
    const date = row.tourney_date;
    matches.push({
      season,
      playedOn: `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`,
      tournament: row.tourney_id,
      round: ROUND_ORDER[row.round] ?? 0,
      matchNumber: Number(row.match_num),
      winner: row.winner_id,
      loser: row.loser_id,
      sets: parseSets(row.score),
    });
  }
  return matches;
}

/** Tournaments by start date, then rounds in order, then the data's match number. */
export function byPlayOrder(x, y) {
  if (x.playedOn !== y.playedOn) return x.playedOn < y.playedOn ? -1 : 1;
  if (x.tournament !== y.tournament) return x.tournament < y.tournament ? -1 : 1;
  return x.round - y.round || x.matchNumber - y.matchNumber;
}

/** The seasons' files from a folder, or from the HEAD commit of a git directory (a clone's .git or a bare repo). */
function seasonFiles(source) {
  if (readdirSync(source).some((name) => FILE.test(name))) {
    return readdirSync(source)
      .filter((name) => FILE.test(name))
      .map((name) => ({ season: Number(FILE.exec(name)[1]), read: () => readFileSync(join(source, name), 'utf8') }));
  }
  if (!existsSync(join(source, 'HEAD'))) throw new Error(`${source} holds no atp_matches_YYYY.csv and is no git directory`);
  const git = (...args) => execFileSync('git', ['--git-dir', source, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
  return git('ls-tree', '--name-only', 'HEAD')
    .split('\n')
    .filter((name) => FILE.test(name))
    .map((name) => ({ season: Number(FILE.exec(name)[1]), read: () => git('show', `HEAD:${name}`) }));
}

/** Every kept match of the seasons up to `lastSeason`, in play order, with the counts of what was left out. */
export function loadAtpMatches(source, lastSeason = Infinity) {
  const dropped = {};
  const matches = [];
  const files = seasonFiles(source).filter((file) => file.season <= lastSeason);
  for (const file of files) matches.push(...matchesOfSeason(file.season, file.read(), dropped));
  matches.sort(byPlayOrder);
  return { matches, dropped, seasons: files.map((file) => file.season).sort((a, b) => a - b) };
}
