import { Inject, Injectable } from '@nestjs/common';
import AsyncLock from 'async-lock';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/** A command that waited past the limit for its turn, or found too many waiting before it: it did nothing (503). */
export class WriteTurnUnavailable extends Error {
  constructor(turns: string[], cause: unknown) {
    super(`no write turn on ${turns.join(', ')}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/**
 * Commands that name the same turn (e.g. `tournament:12`) run one at a time in this process, in the order they
 * came, and wait for their turn holding no pool connection; the unit of work takes one only when the turn is theirs
 * (docs/architecture.md, "Write turns"). The database row lock stays the guard against other API instances.
 */
@Injectable()
export class WriteTurns {
  private readonly lock: AsyncLock;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // Keys with nobody holding or waiting are dropped by the library, so the map stays as small as the current load.
    this.lock = new AsyncLock({ timeout: config.database.turnWaitMs, maxPending: TURN_MAX_WAITING });
  }

  /**
   * Runs `work` when the turn is free; an error in `work` passes the turn on and reaches the caller unchanged. A
   * command that touches several aggregates (a match proposal, both players' calendars) names all their turns: they
   * are taken one after the other in sorted order, so two commands naming the same pair never wait on each other.
   */
  async take<T>(turn: string | string[], work: () => Promise<T>): Promise<T> {
    const turns = [...new Set(typeof turn === 'string' ? [turn] : turn)].sort();
    let started = false;
    try {
      return await this.lock.acquire(turns, () => {
        started = true;
        return work();
      });
    } catch (error) {
      // Before `work` started, only the library fails: the wait limit or the queue's length.
      if (!started) throw new WriteTurnUnavailable(turns, error);
      throw error;
    }
  }
}

/** Past this many commands waiting on one turn, a new one is refused at once rather than queued behind them. */
export const TURN_MAX_WAITING = 1000;
