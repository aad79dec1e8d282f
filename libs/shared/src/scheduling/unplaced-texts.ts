import { chosenTimes, listWords, momentWords, personName, stretchList, stretchWords } from './clash-messages';
import { busyWithin, longEnough, withoutBusy } from './free-time';
import type { MatchRoom } from './match-room';
import type { Analysis } from './unplaced-analysis';
import type { OrderLimit, PlacedBoard } from './placed-board';
import type { ScheduleContext } from './schedule-context';
import type { Stretch } from './shared-windows';
import type { ScheduleInput, SchedulableMatch } from './types';

/** How a stage reads in a sentence, and whether its verb takes the plural ('the semi-finals … end'). */
function stageOf(match: SchedulableMatch): { name: string; plural: boolean } {
  switch (match.matchType) {
    case 'league':
      return { name: `the league of ${match.division}`, plural: false };
    case 'semi-final':
      return { name: `the semi-finals of ${match.division}`, plural: true };
    case 'final':
      return { name: `the final of ${match.division}`, plural: false };
    default:
      return { name: `round ${match.round} of the knockout of ${match.division}`, plural: false };
  }
}

const lastToEnd = (stretches: readonly Stretch[]) => stretches.reduce((last, s) => (s.end > last.end ? s : last));

/** The reasons as sentences (lower-case, to read inside one), naming the people, windows and stages. */
export function unplacedTexts(context: ScheduleContext, input: ScheduleInput, board: PlacedBoard) {
  const { timeZone, rest, matches } = context;
  const name = (player: string) => personName(player, input.names);
  const times = (player: string) =>
    chosenTimes(Object.hasOwn(input.availability, player) ? input.availability[player] : undefined);
  const stretches = (list: readonly Stretch[]) => stretchList(list, timeZone);
  const moment = (epochMinute: number) => momentWords(epochMinute, timeZone);
  const ids = (list: readonly { index: number }[]) => {
    const shown = list.slice(0, 3).map((b) => matches[b.index].id);
    return list.length > shown.length ? `${shown.join(', ')} and ${list.length - shown.length} more` : listWords(shown);
  };
  const withRest = rest ? `, with ${rest} minutes' rest,` : '';

  const playerWithoutTime = (lacking: readonly string[], length: number) => {
    const parts = lacking.map((player) => {
      const own = context.windowsOf([player]);
      return own.length
        ? `${name(player)}: free only ${stretches(own)}, too short for a ${length}-minute match`
        : `${name(player)}: ${times(player)}`;
    });
    return `no common time: ${parts.join('; ')}`;
  };

  const noCommonTime = ({ players, length }: MatchRoom) => {
    const together = context.windowsOf(players);
    const short = together.length ? ` long enough for a ${length}-minute match (together only ${stretches(together)})` : '';
    return `no common time${short}: ${players.map((p) => `${name(p)}: ${times(p)}`).join('; ')}`;
  };

  const stage = ({ after, before, length }: MatchRoom, common: readonly Stretch[], afterAlone: boolean, beforeAlone: boolean) => {
    const too = `a ${length}-minute match`;
    if (after && afterAlone) {
      const waited = stageOf(matches[after.by]);
      const last = lastToEnd(common);
      const when = `${waited.name}, which ${waited.plural ? 'end' : 'ends'} at ${moment(after.at)}`;
      return after.at >= last.end
        ? `waits for ${when}, after its players' last common time (${stretchWords(last, timeZone)})`
        : `waits for ${when}, too late for ${too} in its players' last common time (${stretchWords(last, timeZone)})`;
    }
    if (before && beforeAlone) {
      const waiting = stageOf(matches[before.by]);
      const first = common[0];
      const when = `${waiting.name}, which ${waiting.plural ? 'start' : 'starts'} at ${moment(before.at)}`;
      return before.at <= first.start
        ? `must end before ${when}, before its players' first common time (${stretchWords(first, timeZone)})`
        : `must end before ${when}, too soon for ${too} in its players' first common time (${stretchWords(first, timeZone)})`;
    }
    const [from, until] = [after, before] as [OrderLimit, OrderLimit];
    return (
      `must fit between the end of ${stageOf(matches[from.by]).name} (${moment(from.at)}) and the start of ` +
      `${stageOf(matches[until.by]).name} (${moment(until.at)}), and its players have no common ${length} minutes in between`
    );
  };

  const playersBusy = ({ players, length }: MatchRoom, shared: readonly Stretch[]) => {
    const inTheWay = (player: string) => busyWithin(shared, board.busyOf(player), rest);
    const filler = players.find((player) => !longEnough(withoutBusy(shared, board.busyOf(player), rest), length).length);
    const time = `the time its players share (${stretches(shared)})`;
    if (filler !== undefined) return `${name(filler)}'s other matches (${ids(inTheWay(filler))})${withRest} fill ${time}`;
    const each = players
      .map((player) => ({ player, busy: inTheWay(player) }))
      .filter(({ busy }) => busy.length)
      .map(({ player, busy }) => `${name(player)}'s (${ids(busy)})`);
    return `its players' other matches${withRest} fill ${time} between them: ${listWords(each)}`;
  };

  const placeLeftOpen = ({ court, start }: { court: number; start: number }) => {
    const courtName = input.settings.courts[court]?.name ?? `court ${court + 1}`;
    return `no reason found: ${courtName} is free at ${moment(start)} and its players can play then`;
  };

  return {
    reason(analysis: Analysis): string {
      switch (analysis.cause) {
        case 'short-days':
          return analysis.hours.length
            ? `the playing hours (${stretches(analysis.hours)}) are too short for a ${analysis.room.length}-minute match`
            : 'there are no playing days';
        case 'player':
          return playerWithoutTime(analysis.lacking, analysis.room.length);
        case 'common-time':
          return noCommonTime(analysis.room);
        case 'stage':
          return stage(analysis.room, analysis.common, analysis.afterAlone, analysis.beforeAlone);
        case 'players-busy':
          return playersBusy(analysis.room, analysis.shared);
        case 'courts':
          return `every court is taken at the times its players can play (${stretches(analysis.free)})`;
        case 'open':
          return placeLeftOpen(analysis.place);
      }
    },
  };
}
