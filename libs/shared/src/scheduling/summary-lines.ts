import type { TimeSlot } from '../constants/time-slots';
import { clockTime, isWeekend } from './clock';
import { counted, listWords, weekdayName } from './clash-messages';
import type { ScheduleContext } from './schedule-context';
import { isAnyTime } from './slot-windows';
import type { ScheduleInput, Unplaced } from './types';
import type { Analysis } from './unplaced-analysis';

type Group =
  | 'no-common-time'
  | 'stage-after'
  | 'stage-before'
  | 'stage-between'
  | 'players-busy'
  | 'courts'
  | 'open'
  | 'locked-court'
  | 'withdrawn';

/** Why matches have no common time, for the summary: the pattern behind it, as a clause. */
type NoCommonTime = 'weekend' | 'hours' | 'short-days' | 'apart' | 'unread';

/** Ties keep this order; walkovers, which no setting changes, come last whatever their count. */
const GROUPS: readonly Group[] = [
  'no-common-time',
  'stage-after',
  'stage-before',
  'stage-between',
  'players-busy',
  'courts',
  'open',
  'locked-court',
  'withdrawn',
];

const weekendOnly = (slots: readonly TimeSlot[] | undefined) =>
  !isAnyTime(slots) && slots!.some((slot) => slot.startsWith('weekend_')) && slots!.every((slot) => slot.startsWith('weekend_'));

/**
 * One sentence per cause, most matches first: 'matches have no common time' (with the pattern behind it: weekend
 * slots on weekdays, slots outside the hours, days shorter than the match, or players whose times do not meet), the
 * stages, the players' other matches, the courts, locks to a court that is gone, walkovers.
 */
export function summaryLines(
  context: ScheduleContext,
  input: ScheduleInput,
  unplaced: readonly Unplaced[],
  analyses: ReadonlyMap<string, Analysis>,
): string[] {
  const slotsOf = (player: string) => (Object.hasOwn(input.availability, player) ? input.availability[player] : undefined);
  const weekdaysOnly = !context.days.some((day) => isWeekend(day.date));
  const patternOf = (analysis: Analysis | undefined): NoCommonTime => {
    if (analysis?.cause === 'short-days') return 'short-days';
    if (analysis?.cause === 'common-time') return 'apart';
    if (analysis?.cause !== 'player') return 'unread';
    return weekdaysOnly && analysis.lacking.some((player) => weekendOnly(slotsOf(player))) ? 'weekend' : 'hours';
  };
  const groupOf = (kind: Unplaced['kind'], analysis: Analysis | undefined): Group => {
    switch (analysis?.cause ?? kind) {
      case 'short-days':
      case 'player':
      case 'common-time':
        return 'no-common-time';
      case 'stage':
        if (analysis?.cause !== 'stage' || analysis.afterAlone) return 'stage-after';
        return analysis.beforeAlone ? 'stage-before' : 'stage-between';
      default:
        return (analysis?.cause ?? kind) as Group;
    }
  };

  const counts = new Map<Group, number>();
  const patterns = new Map<NoCommonTime, number>();
  for (const { matchId, kind } of unplaced) {
    const analysis = analyses.get(matchId);
    const group = groupOf(kind, analysis);
    counts.set(group, (counts.get(group) ?? 0) + 1);
    if (group === 'no-common-time') {
      const pattern = patternOf(analysis);
      patterns.set(pattern, (patterns.get(pattern) ?? 0) + 1);
    }
  }

  const hours = [...new Set(context.days.map((day) => `${clockTime(day.open)} to ${clockTime(day.close)}`))];
  const weekdays = [...new Set(context.days.map((day) => weekdayName(day.date)))];
  const clause = (pattern: NoCommonTime, one: boolean) => {
    const its = one ? 'its' : 'their';
    switch (pattern) {
      case 'weekend':
        return `${its} players chose weekend slots, and your playing days are ${listWords(weekdays)}`;
      case 'hours':
        return `${its} players chose times outside your playing hours${hours.length === 1 ? ` (${hours[0]})` : ''}`;
      case 'short-days':
        return context.days.length
          ? `your playing hours are shorter than ${one ? 'the match' : 'the matches'}`
          : 'there are no playing days';
      case 'apart':
        return `${its} players' chosen times do not meet`;
      default:
        return `${its} players share no time on the playing days`;
    }
  };
  const noCommonTime = (n: number) => {
    const found = [...patterns].sort((a, b) => b[1] - a[1]);
    const why =
      found.length === 1
        ? clause(found[0][0], n === 1)
        : found.map(([pattern, count]) => `${count} because ${clause(pattern, count === 1)}`).join('; ');
    return `${counted(n, 'match has', 'matches have')} no common time: ${why}.`;
  };
  const withRest = context.rest ? ', with rest,' : '';
  const sentence = (group: Group, n: number): string => {
    const one = n === 1;
    const its = one ? 'its' : 'their';
    switch (group) {
      case 'no-common-time':
        return noCommonTime(n);
      case 'stage-after':
        return `${counted(n, 'match waits', 'matches wait')} for an earlier stage that ends too late for ${its} players.`;
      case 'stage-before':
        return `${counted(n, 'match', 'matches')} must end before a later stage that starts too soon for ${its} players.`;
      case 'stage-between':
        return (
          `${counted(n, 'match has', 'matches have')} no common time between the stage ${one ? 'it waits' : 'they wait'} ` +
          `for and the one waiting for ${one ? 'it' : 'them'}.`
        );
      case 'players-busy':
        return `${counted(n, 'match has', 'matches have')} players whose other matches${withRest} fill the time they share.`;
      case 'courts':
        return `${counted(n, 'match has', 'matches have')} no court free at the times ${its} players can play.`;
      case 'open':
        return (
          `${counted(n, 'match has', 'matches have')} a court free while ${its} players can play: ` +
          `place ${one ? 'it' : 'them'} by hand.`
        );
      case 'locked-court':
        return `${counted(n, 'match is', 'matches are')} locked to a court that is no longer one of the courts.`;
      case 'withdrawn':
        return one ? '1 match is a walkover: a player withdrew.' : `${n} matches are walkovers: a player withdrew.`;
    }
  };

  return GROUPS.filter((group) => counts.has(group))
    .sort((a, b) => Number(a === 'withdrawn') - Number(b === 'withdrawn') || counts.get(b)! - counts.get(a)!)
    .map((group) => sentence(group, counts.get(group)!));
}
