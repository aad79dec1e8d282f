// The benchmark's view of a schedule input: playing minutes (minutes inside the days' hours, counted from the first
// day's start, the days laid end to end) and, per match, the stretches where all its players can play.

const STAGE_RANK = { league: 0, knockout: 1, 'semi-final': 2, final: 3 };
const pad = (n) => String(n).padStart(2, '0');
const clock = (minute) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
const toMinute = (time) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

function intersect(a, b) {
  const both = [];
  for (const x of a)
    for (const y of b)
      if (Math.max(x.start, y.start) < Math.min(x.end, y.end))
        both.push({ start: Math.max(x.start, y.start), end: Math.min(x.end, y.end) });
  return both;
}

/**
 * Hard dependencies only (docs/event-day.md): a semi-final after its division's league, a final after its semi-finals
 * (or its league when there are none), a knockout round after the earlier rounds of its division. League rounds are a
 * preference, so none here. Returns, per match index, the indices it waits for.
 */
export function hardPrerequisites(matches) {
  const byDivision = new Map();
  matches.forEach((m, i) => {
    if (!byDivision.has(m.division)) byDivision.set(m.division, []);
    byDivision.get(m.division).push(i);
  });
  return matches.map((m) => {
    const same = byDivision.get(m.division).map((i) => [i, matches[i]]);
    const of = (test) => same.filter(([, o]) => test(o)).map(([i]) => i);
    if (m.matchType === 'semi-final') return of((o) => o.matchType === 'league');
    if (m.matchType === 'final') {
      const semis = of((o) => o.matchType === 'semi-final');
      return semis.length ? semis : of((o) => o.matchType === 'league');
    }
    if (m.matchType === 'knockout') return of((o) => o.matchType === 'knockout' && o.round < m.round);
    return [];
  });
}

/**
 * `slotWindows(slots, date)` and `zonedDateTime(date, time, zone)` come from libs/shared (the form's slot hours and
 * the zone's clock), so the benchmark reads availability exactly as the product defines it.
 */
export function playingTimeline(input, { slotWindows, zonedDateTime }) {
  const { settings, matches, availability } = input;
  const epochMinute = (date, minute) => Date.parse(zonedDateTime(date, clock(minute), settings.timeZone)) / 60_000;
  let offset = 0;
  const days = [...settings.days]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((day, index) => {
      const open = toMinute(day.start);
      const close = toMinute(day.end);
      const start = epochMinute(day.date, open);
      const end = epochMinute(day.date, close);
      const laid = { index, date: day.date, open, close, start, end, offset };
      offset += end - start;
      return laid;
    });
  const totalMinutes = offset;

  /** An ISO instant as playing minutes and its day, or null when it lies outside every day's hours. */
  function toPlaying(iso) {
    const t = Date.parse(iso) / 60_000;
    const day = days.find((d) => t >= d.start && t <= d.end);
    return day ? { time: day.offset + t - day.start, day: day.index } : null;
  }

  const lengthOf = (m) => (m.matchType === 'knockout' ? settings.minutes.league : settings.minutes[m.matchType]);
  const slotsOf = (player) => {
    const slots = Object.hasOwn(availability, player) ? availability[player] : [];
    return !slots.length || slots.includes('flexible') ? null : [...new Set(slots)].sort();
  };
  const cache = new Map();
  function stretchesFor(players) {
    const choices = [
      ...new Set(
        players
          .map(slotsOf)
          .filter(Boolean)
          .map((s) => s.join(',')),
      ),
    ].sort();
    const key = choices.join('|');
    if (cache.has(key)) return cache.get(key);
    const stretches = [];
    for (const day of days) {
      let windows = [{ start: day.open, end: day.close }];
      for (const choice of choices) windows = intersect(windows, slotWindows(choice.split(','), day.date));
      for (const w of windows.sort((a, b) => a.start - b.start)) {
        const start = epochMinute(day.date, w.start) - day.start + day.offset;
        const end = epochMinute(day.date, w.end) - day.start + day.offset;
        if (start < end) stretches.push({ day: day.index, start, end });
      }
    }
    cache.set(key, stretches);
    return stretches;
  }

  const prerequisites = hardPrerequisites(matches);
  const problem = matches.map((m, index) => {
    const length = lengthOf(m);
    return {
      index,
      id: m.id,
      stage: STAGE_RANK[m.matchType],
      round: m.round,
      players: [...new Set(m.players)],
      length,
      // Only stretches the match fits in: it must lie wholly inside one.
      stretches: stretchesFor(m.players).filter((s) => s.end - s.start >= length),
      prerequisites: prerequisites[index],
    };
  });
  return {
    days,
    totalMinutes,
    courts: settings.courts.length,
    rest: Math.max(0, settings.restMinutes),
    matches: problem,
    toPlaying,
  };
}
