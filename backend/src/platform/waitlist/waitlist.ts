import type { DeepPartial, EntityManager, EntityTarget, FindOptionsOrder, FindOptionsWhere, ObjectLiteral } from 'typeorm';
import { hasWaitlistSql, positionOf, positionOfRow, positionSql, type LineTable } from './line.sql';
import { placesToPromote, type Places } from './places';

/** A row of a waiting line: who waits (an account, or someone known only by the context's own columns), since when. */
export interface LineEntry extends ObjectLiteral {
  id: number;
  userId: number | null;
  joinedAt: Date;
}

/**
 * What a promoted line row becomes, in the caller's transaction: a place row to insert, or the id of a place the
 * context gave it itself (a tournament makes an entry from a profile or a stored form, or takes a withdrawn one up).
 */
export type PlaceFor<E extends LineEntry, P extends ObjectLiteral> = (
  eventId: number,
  entry: E,
) => DeepPartial<P> | Promise<DeepPartial<P> | number>;

/**
 * Where one context keeps a waitlist: its line's entity and table, the entity of the places the line leads to, and
 * the event both name (property and column, e.g. tournamentId / tournament_id). The tables stay the context's.
 */
export interface WaitlistTables<E extends LineEntry, P extends ObjectLiteral> extends LineTable {
  line: EntityTarget<E>;
  places: EntityTarget<P>;
  eventKey: string;
  /** Which of the event's place rows hold a place (a withdrawn entry keeps its row, not its place); all when left out. */
  holdingPlace?: FindOptionsWhere<P>;
  /** The place a promoted line row is given; a context whose places need more (a profile) passes one to promote. */
  placeFor?: PlaceFor<E, P>;
}

/** A line row taken into a place. */
export interface Promotion<E extends LineEntry = LineEntry> {
  entry: E;
  userId: E['userId'];
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

  /** A line row's place in line (someone waiting without an account), read inside the caller's transaction. */
  positionOfRow(manager: EntityManager, rowId: number): Promise<number | null> {
    return positionOfRow(manager, this.tables, rowId);
  }

  /** The event's places as they stand; the caller holds the event's row lock, so they stay so until it commits. */
  async places(manager: EntityManager, eventId: number, capacity: number): Promise<Places> {
    const taken = await manager.countBy(this.tables.places, { ...this.ofEvent<P>(eventId), ...this.tables.holdingPlace });
    const waiting = await manager.countBy(this.tables.line, this.ofEvent<E>(eventId));
    return { capacity, taken, waiting };
  }

  /**
   * Fills the event's free places from the head of its line, in the caller's transaction, which must hold the
   * event's row lock: the place given back and the promotion commit together, so nobody takes it in between.
   */
  async promote(
    manager: EntityManager,
    eventId: number,
    capacity: number,
    placeFor: PlaceFor<E, P> | undefined = this.tables.placeFor,
  ): Promise<Array<Promotion<E>>> {
    if (!placeFor) throw new Error('the waitlist has no place to give a promoted row');
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
    const promotions: Array<Promotion<E>> = [];
    for (const entry of head) {
      const place = await placeFor(eventId, entry);
      const placeId =
        typeof place === 'number' ? place : Number((await manager.insert(this.tables.places, place as P)).identifiers[0].id);
      promotions.push({ entry, userId: entry.userId, placeId });
    }
    return promotions;
  }

  private ofEvent<T>(eventId: number): FindOptionsWhere<T> {
    return { [this.tables.eventKey]: eventId } as FindOptionsWhere<T>;
  }
}
