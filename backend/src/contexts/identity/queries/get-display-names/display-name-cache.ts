import { Injectable } from '@nestjs/common';
import type { UserDisplayName } from './get-display-names.query';

/** Enough for every organizer and player a busy instance shows; past it the oldest names are read again. */
const CAPACITY = 10_000;
/** How long another instance may still show the name of a user deleted elsewhere. */
const LIFETIME_MS = 5 * 60_000;

/**
 * Display names by user id. A name never changes (there is no profile editing) and only goes with its account, whose
 * deletion forgets it here at once and on other instances within LIFETIME_MS. Every tournament read names its
 * organizer: this spared the detail page's second statement, a quarter of its time (tools/bench/scale.mjs).
 */
@Injectable()
export class DisplayNameCache {
  private readonly names = new Map<number, { name: string; until: number }>();

  /** The names known, and the ids to read. */
  lookUp(ids: readonly number[], now = Date.now()): { known: UserDisplayName[]; missing: number[] } {
    const known: UserDisplayName[] = [];
    const missing: number[] = [];
    for (const id of ids) {
      const entry = this.names.get(id);
      if (entry && entry.until > now) known.push({ id, name: entry.name });
      else missing.push(id);
    }
    return { known, missing };
  }

  remember(rows: readonly UserDisplayName[], now = Date.now()): void {
    for (const { id, name } of rows) {
      if (this.names.size >= CAPACITY) this.names.delete(this.names.keys().next().value as number);
      this.names.set(id, { name, until: now + LIFETIME_MS });
    }
  }

  forget(id: number): void {
    this.names.delete(id);
  }
}
