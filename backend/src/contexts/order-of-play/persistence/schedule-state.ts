import type { QueryBus } from '@nestjs/cqrs';
import { SCHEDULE_MESSAGES as M, type FixtureMatch, type ScheduleSettings } from '@rallypoint/shared';
import type { Transaction } from '../../../platform/events';
import { conflict, orRefuse } from '../../../platform/rules';
import { ListFixtureMatchesQuery } from '../../fixtures';
import { ScheduleEntry } from '../domain/schedule-entry.entity';
import { ScheduleSettingsRow, settingsOf } from '../domain/schedule-settings.entity';

export interface ScheduleState {
  settingsRow: ScheduleSettingsRow;
  settings: ScheduleSettings;
  rows: FixtureMatch[];
  entries: ScheduleEntry[];
}

/**
 * A tournament's order of play as one unit of change: the fixtures context locks the fixture set row first (as saves
 * and result approvals lock it) and hands over its matches, so a draft, a move or a publication never mixes with a
 * fixtures save or another of its kind.
 */
export async function lockScheduleState(tx: Transaction, queries: QueryBus, tournamentId: number): Promise<ScheduleState> {
  const rows = await queries.execute<ListFixtureMatchesQuery, FixtureMatch[]>(
    new ListFixtureMatchesQuery(tournamentId, tx.manager),
  );
  const [settingsRow, entries] = await Promise.all([
    tx.manager.findOneBy(ScheduleSettingsRow, { tournamentId }),
    tx.manager.find(ScheduleEntry, { where: { tournamentId } }),
  ]);
  const found = orRefuse(settingsRow, conflict(M.noSettings));
  return { settingsRow: found, settings: settingsOf(found), rows, entries };
}

const UPSERT_CHUNK = 1000;

/** Writes the given columns of many entries, leaving the rest (a draft write never touches what is published). */
export async function upsertEntries(
  tx: Transaction,
  entries: Array<Partial<ScheduleEntry> & Pick<ScheduleEntry, 'tournamentId' | 'matchKey'>>,
): Promise<void> {
  for (let i = 0; i < entries.length; i += UPSERT_CHUNK) {
    await tx.manager.upsert(ScheduleEntry, entries.slice(i, i + UPSERT_CHUNK), ['tournamentId', 'matchKey']);
  }
}
