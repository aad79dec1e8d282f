import type { DeepPartial, EntityManager, EntityTarget, FindOptionsOrder, FindOptionsWhere, ObjectLiteral } from 'typeorm';
import { hasWaitlistSql, positionOf, positionSql, type LineTable } from './line.sql';
import { placesToPromote, type Places } from './places';

/** A row of a waiting line: who waits, since when (ties by id). */
export interface LineEntry extends ObjectLiteral {
  id: number;
  userId: number;
  joinedAt: Date;
}

/**
 * Where one context keeps a waitlist: its line's entity and table, the entity of the places the line leads to, and
 * the event both name (property and column, e.g. tournamentId / tournament_id). The tables stay the context's.
 */
export interface WaitlistTables<E extends LineEntry, P extends ObjectLiteral> extends LineTable {
  line: EntityTarget<E>;
  places: EntityTarget<P>;
  eventKey: string;
  /** The place a promoted user is given. */
  placeFor(eventId: number, userId: number): DeepPartial<P>;
}

/** A user taken from the line into a place. */
export interface Promotion {
  userId: number;
  placeId: number;
}

/**
 * The waitlist mechanism tournaments and bootcamps share: the line's order (joined first, then lowest id), a place
 * in it, and promotion from its head into free places. Each context keeps its tables, rules, events and mails.
 */
export class Waitlist<E extends LineEntry, P extends ObjectLiteral> {
  constructor(private readonly tables: WaitlistTables<E, P>) {}

  /** A user's place in the line, as an SQL scalar subquery (see line.sql.ts). */
  positionSql(eventId: string, userId: string): string {
    return positionSql(this.tables, eventId, userId);
  }

  /** Whether anyone waits for a place (an SQL expression for the event's id). */
  hasWaitlistSql(eventId: string): string {
    return hasWaitlistSql(this.tables, eventId);
  }

  /** The user's place in line, read inside the caller's transaction. */
  positionOf(manager: EntityManager, eventId: number, userId: number): Promise<number | null> {
    return positionOf(manager, this.tables, eventId, userId);
  }

  /** The event's places as they stand; the caller holds the event's row lock, so they stay so until it commits. */
  async places(manager: EntityManager, eventId: number, capacity: number): Promise<Places> {
    const taken = await manager.countBy(this.tables.places, this.ofEvent<P>(eventId));
    const waiting = await manager.countBy(this.tables.line, this.ofEvent<E>(eventId));
    return { capacity, taken, waiting };
  }

  /**
   * Fills the event's free places from the head of its line, in the caller's transaction, which must hold the
   * event's row lock: the place given back and the promotion commit together, so nobody takes it in between.
   */
  async promote(manager: EntityManager, eventId: number, capacity: number): Promise<Promotion[]> {
    const count = placesToPromote(await this.places(manager, eventId, capacity));
    if (count === 0) return [];
    const head = await manager.find(this.tables.line, {
      where: this.ofEvent<E>(eventId),
      order: { joinedAt: 'ASC', id: 'ASC' } as FindOptionsOrder<E>,
      take: count,
    });
    await manager.delete(
      this.tables.line,
      head.map((entry) => entry.id),
    );
    const { identifiers } = await manager.insert(
      this.tables.places,
      head.map((entry) => this.tables.placeFor(eventId, entry.userId)) as P[],
    );
    return head.map((entry, index) => ({ userId: entry.userId, placeId: Number(identifiers[index].id) }));
  }

  private ofEvent<T>(eventId: number): FindOptionsWhere<T> {
    return { [this.tables.eventKey]: eventId } as FindOptionsWhere<T>;
  }
}
