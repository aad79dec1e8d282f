import { setImmediate as tick } from 'node:timers/promises';
import type { EntityManager } from 'typeorm';
import { currentTransaction, withinTransaction } from './transaction-scope';

const manager = (name: string) => ({ name }) as unknown as EntityManager;

describe('transaction scope', () => {
  it('names the transaction across awaits, in nested calls and in concurrent ones until each ends', async () => {
    const [a, b] = [manager('a'), manager('b')];
    let releaseA!: () => void;
    const aHeld = new Promise<void>((resolve) => (releaseA = resolve));
    const seen: unknown[] = [];
    const first = withinTransaction(a, async () => {
      await aHeld;
      await tick();
      seen.push(currentTransaction());
      await withinTransaction(a, async () => seen.push(currentTransaction()));
      seen.push(currentTransaction());
    });
    await withinTransaction(b, async () => {
      await tick();
      seen.push(currentTransaction());
    });
    // b has ended while a still runs: a keeps its store.
    releaseA();
    await first;
    expect(seen).toEqual([b, a, a, a]);
    expect(currentTransaction()).toBeUndefined();
  });

  it('is off between transactions and on again for the next', async () => {
    await withinTransaction(manager('a'), async () => undefined);
    expect(currentTransaction()).toBeUndefined();
    const b = manager('b');
    expect(await withinTransaction(b, async () => (await tick(), currentTransaction()))).toBe(b);
    expect(currentTransaction()).toBeUndefined();
  });

  it('ends the scope when the work fails', async () => {
    await expect(
      withinTransaction(manager('a'), async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(currentTransaction()).toBeUndefined();
  });
});
