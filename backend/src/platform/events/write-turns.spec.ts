import type { AppConfig } from '../../config/app-config';
import { TURN_MAX_WAITING, WriteTurns, WriteTurnUnavailable } from './write-turns';

const turns = (turnWaitMs = 60_000) => new WriteTurns({ database: { turnWaitMs } } as AppConfig);

/** A promise the test settles when it chooses. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe(WriteTurns.name, () => {
  it('runs the work of one turn one at a time, in the order it came', async () => {
    const writeTurns = turns();
    const log: string[] = [];
    const gates = [gate(), gate(), gate()];
    const done = gates.map((g, i) =>
      writeTurns.take('tournament:1', async () => {
        log.push(`start ${i}`);
        await g.opened;
        log.push(`end ${i}`);
        return i;
      }),
    );
    await settled();
    expect(log).toEqual(['start 0']);
    gates[2].open();
    gates[1].open();
    await settled();
    expect(log).toEqual(['start 0']);
    gates[0].open();
    expect(await Promise.all(done)).toEqual([0, 1, 2]);
    expect(log).toEqual(['start 0', 'end 0', 'start 1', 'end 1', 'start 2', 'end 2']);
  });

  it('lets different turns run side by side', async () => {
    const writeTurns = turns();
    const held = gate();
    const first = writeTurns.take('tournament:1', () => held.opened);
    expect(await writeTurns.take('tournament:2', async () => 'other tournament')).toBe('other tournament');
    held.open();
    await first;
  });

  it('runs a command naming several turns when all are free, and two commands naming a pair in either order both finish', async () => {
    const writeTurns = turns();
    const held = gate();
    const log: string[] = [];
    const holder = writeTurns.take('calendar:2', async () => {
      await held.opened;
      log.push('holder');
    });
    const forward = writeTurns.take(['calendar:1', 'calendar:2'], async () => void log.push('1 then 2'));
    const backward = writeTurns.take(['calendar:2', 'calendar:1'], async () => void log.push('2 then 1'));
    const unrelated = writeTurns.take('calendar:3', async () => void log.push('unrelated'));
    await unrelated;
    expect(log).toEqual(['unrelated']);
    held.open();
    await Promise.all([holder, forward, backward]);
    expect(log).toEqual(['unrelated', 'holder', '1 then 2', '2 then 1']);
  });

  it('gives up on a wait past the limit without running the work, and the turn goes on', async () => {
    const writeTurns = turns(5);
    const held = gate();
    const holder = writeTurns.take('tournament:1', () => held.opened);
    const waiter = jest.fn(async () => 'late');
    await expect(writeTurns.take('tournament:1', waiter)).rejects.toBeInstanceOf(WriteTurnUnavailable);
    held.open();
    await holder;
    expect(await writeTurns.take('tournament:1', async () => 'next')).toBe('next');
    expect(waiter).not.toHaveBeenCalled();
  });

  it('hands an error of the work to its caller unchanged and passes the turn on', async () => {
    const writeTurns = turns();
    const failure = new Error('rule refused');
    const failing = writeTurns.take('tournament:1', async () => {
      throw failure;
    });
    const next = writeTurns.take('tournament:1', async () => 'next');
    await expect(failing).rejects.toBe(failure);
    expect(await next).toBe('next');
  });

  it('refuses at once a command that finds the queue full', async () => {
    const writeTurns = turns();
    const held = gate();
    const queued = Array.from({ length: TURN_MAX_WAITING + 1 }, () => writeTurns.take('tournament:1', () => held.opened));
    await expect(writeTurns.take('tournament:1', async () => 'one too many')).rejects.toBeInstanceOf(WriteTurnUnavailable);
    held.open();
    await Promise.all(queued);
  });
});
