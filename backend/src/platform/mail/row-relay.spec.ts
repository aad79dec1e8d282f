import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config';
import { RowRelay, type RowQueue } from './row-relay';

/** A queue whose hand-offs finish when the test says so, recording what each carried. */
class HeldQueue implements RowQueue {
  readonly handOffs: number[][] = [];
  private releases: Array<(taken: boolean) => void> = [];

  enqueueMany(rowIds: number[]): Promise<boolean> {
    this.handOffs.push([...rowIds]);
    return new Promise((resolve) => this.releases.push(resolve));
  }

  release(taken = true): void {
    this.releases.shift()?.(taken);
  }
}

class TestRelay extends RowRelay {
  readonly marked: number[][] = [];

  constructor(queue: RowQueue) {
    super({} as DataSource, queue, { outboxSweepMs: 0 } as AppConfig, 'test rows');
  }

  protected dueRows(): Promise<number[]> {
    return Promise.resolve([]);
  }

  protected markQueued(ids: number[]): Promise<void> {
    this.marked.push(ids);
    return Promise.resolve();
  }
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('RowRelay', () => {
  it('hands rows committed during a hand-off over together in the next one', async () => {
    const queue = new HeldQueue();
    const relay = new TestRelay(queue);
    const first = relay.dispatch([1]);
    const second = relay.dispatch([2]);
    const third = relay.dispatch([3, 4]);
    expect(queue.handOffs).toEqual([[1]]);

    queue.release();
    await settle();
    expect(queue.handOffs).toEqual([[1], [2, 3, 4]]);
    queue.release();
    await Promise.all([first, second, third]);
    expect(relay.marked).toEqual([[1], [2, 3, 4]]);
  });

  it('starts a new hand-off after one that carried nothing', async () => {
    const queue = new HeldQueue();
    const relay = new TestRelay(queue);
    await relay.dispatch([]);
    const handed = relay.dispatch([5]);
    expect(queue.handOffs).toEqual([[5]]);
    queue.release();
    await handed;
    expect(relay.marked).toEqual([[5]]);
  });

  it('leaves the waiting rows to the sweep when the queue does not take a hand-off', async () => {
    const queue = new HeldQueue();
    const relay = new TestRelay(queue);
    const first = relay.dispatch([6]);
    const second = relay.dispatch([7]);
    queue.release(false);
    await Promise.all([first, second]);
    expect(queue.handOffs).toEqual([[6]]);
    expect(relay.marked).toEqual([]);

    const later = relay.dispatch([8]);
    queue.release();
    await later;
    expect(relay.marked).toEqual([[8]]);
  });
});
