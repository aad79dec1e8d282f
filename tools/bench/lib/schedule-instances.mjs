// Club tournaments for the scheduler benchmark, generated from a seed so every run schedules the same input.
//
// What a club runs, by the generator's draws (one seeded PRNG, so the same seed gives the same tournament):
// - divisions, until the match count reaches the target: singles leagues (55 %) and doubles leagues (15 %) of 4-12
//   entries (doubles 4-10 pairs), each a round robin (circle method, one round per match day of the league) followed
//   by two semi-finals (seeds 1-4) and a final; seeded knockout draws (singles 20 %: 8, 12, 16, 24 or 32 entries;
//   doubles 10 %: 8 or 16 pairs) with every round written out, byes to the top seeds, the better seed going through;
// - entries are new players, except that a doubles partner is a singles player of the club one time in three (so
//   some players are in two divisions);
// - availability as registrants give it on the form: half choose 2-3 slots (evening and late afternoon most often,
//   then the weekend slots, morning and afternoon, early morning least), a quarter weekend slots only (both, or one
//   of them), a quarter flexible. Slot hours are the form's (libs/shared/src/scheduling/slot-windows.ts).

const DAILY_AND_WEEKEND_SLOTS = [
  ['evening', 4],
  ['late_afternoon', 3],
  ['weekend_morning', 3],
  ['weekend_afternoon', 3],
  ['morning', 2],
  ['afternoon', 2],
  ['early_morning', 1],
];

/** mulberry32: a small, fast 32-bit generator; good enough to draw a tournament, and the same on every machine. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (low, high) => low + Math.floor(next() * (high - low + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    weighted(pairs) {
      let left = next() * pairs.reduce((sum, [, weight]) => sum + weight, 0);
      for (const [value, weight] of pairs) if ((left -= weight) < 0) return value;
      return pairs[pairs.length - 1][0];
    },
  };
}

function chosenSlots(random) {
  const kind = random.next();
  if (kind < 0.25) return ['flexible'];
  if (kind < 0.5)
    return random.weighted([
      [['weekend_morning', 'weekend_afternoon'], 2],
      [['weekend_morning'], 1],
      [['weekend_afternoon'], 1],
    ]);
  const slots = [];
  const wanted = random.int(2, 3);
  while (slots.length < wanted) {
    const slot = random.weighted(DAILY_AND_WEEKEND_SLOTS.filter(([name]) => !slots.includes(name)));
    slots.push(slot);
  }
  return slots;
}

/** Round robin by the circle method: round r pairs entries around a circle with the first one fixed. */
function roundRobin(count) {
  const seats = Array.from({ length: count % 2 ? count + 1 : count }, (_, i) => (i < count ? i : null));
  const rounds = [];
  for (let r = 0; r < seats.length - 1; r++) {
    const pairs = [];
    for (let i = 0; i < seats.length / 2; i++) {
      const [a, b] = [seats[i], seats[seats.length - 1 - i]];
      if (a !== null && b !== null) pairs.push([a, b]);
    }
    rounds.push(pairs);
    seats.splice(1, 0, seats.pop());
  }
  return rounds;
}

/** Every round of a seeded draw when the better seed always wins: round r pairs seed i with seed (size + 1 - i). */
function knockoutRounds(entries) {
  const rounds = [];
  for (let size = 2 ** Math.ceil(Math.log2(entries)); size >= 2; size /= 2) {
    const pairs = [];
    for (let seed = 0; seed < size / 2; seed++) if (size - 1 - seed < entries) pairs.push([seed, size - 1 - seed]);
    rounds.push(pairs);
  }
  return rounds;
}

const DIVISION_KINDS = [
  [{ format: 'league', doubles: false, sizes: [4, 5, 6, 7, 8, 9, 10, 11, 12] }, 55],
  [{ format: 'league', doubles: true, sizes: [4, 5, 6, 7, 8, 9, 10] }, 15],
  [{ format: 'knockout', doubles: false, sizes: [8, 12, 16, 24, 32] }, 20],
  [{ format: 'knockout', doubles: true, sizes: [8, 16] }, 10],
];

/**
 * A club tournament of at least `targetMatches` matches as the scheduler's input. `days` are `{ date, start, end }`;
 * `minutes` per stage; returns the input and what was drawn (divisions, players, availability mix).
 */
export function clubTournament({ seed, targetMatches, courts, days, timeZone, minutes, restMinutes }) {
  const random = seededRandom(seed);
  const availability = {};
  const singlesPlayers = [];
  let nextPlayer = 1;
  const newPlayer = () => {
    const id = String(nextPlayer++);
    availability[id] = chosenSlots(random);
    return id;
  };
  const matches = [];
  const divisions = { league: 0, doublesLeague: 0, knockout: 0, doublesKnockout: 0 };

  for (let d = 1; matches.length < targetMatches; d++) {
    const kind = random.weighted(DIVISION_KINDS);
    const count = random.pick(kind.sizes);
    const division = `Division ${d}`;
    const inDivision = new Set();
    const entry = () => {
      if (!kind.doubles) {
        const player = newPlayer();
        singlesPlayers.push(player);
        return [player];
      }
      return [0, 1].map(() => {
        const known = singlesPlayers.filter((p) => !inDivision.has(p));
        const player = known.length && random.next() < 1 / 3 ? random.pick(known) : newPlayer();
        inDivision.add(player);
        return player;
      });
    };
    const entries = Array.from({ length: count }, entry);
    const add = (matchType, round, position, [a, b]) =>
      matches.push({
        id: `${d}-${matchType}-${round}-${position}`,
        division,
        matchType,
        round,
        players: [...entries[a], ...entries[b]],
      });

    if (kind.format === 'league') {
      roundRobin(count).forEach((pairs, r) => pairs.forEach((pair, i) => add('league', r + 1, i + 1, pair)));
      add('semi-final', 1, 1, [0, 3]);
      add('semi-final', 1, 2, [1, 2]);
      add('final', 1, 1, [0, 1]);
      divisions[kind.doubles ? 'doublesLeague' : 'league']++;
    } else {
      knockoutRounds(count).forEach((pairs, r) => pairs.forEach((pair, i) => add('knockout', r + 1, i + 1, pair)));
      divisions[kind.doubles ? 'doublesKnockout' : 'knockout']++;
    }
  }

  const mix = { twoOrThreeSlots: 0, weekendOnly: 0, flexible: 0 };
  for (const slots of Object.values(availability)) {
    if (slots.includes('flexible')) mix.flexible++;
    else if (slots.every((s) => s.startsWith('weekend_'))) mix.weekendOnly++;
    else mix.twoOrThreeSlots++;
  }
  const input = {
    settings: {
      timeZone,
      courts: Array.from({ length: courts }, (_, i) => ({ name: `Court ${i + 1}` })),
      days,
      minutes,
      restMinutes,
    },
    matches,
    availability,
    dates: { start: days[0].date, end: days[days.length - 1].date },
  };
  return { input, drawn: { divisions, players: nextPlayer - 1, availability: mix } };
}
