import { IsNull, Not, type EntityManager } from 'typeorm';
import { ScheduleEntry } from '../domain/schedule-entry.entity';
import { ScheduleSettingsRow } from '../domain/schedule-settings.entity';

/** A published order of play's placed entries and time zone, or null while it is not published. */
export async function publishedEntries(
  manager: EntityManager,
  tournamentId: number,
): Promise<{ entries: ScheduleEntry[]; timeZone: string } | null> {
  const settings = await manager.findOneBy(ScheduleSettingsRow, { tournamentId });
  if (!settings?.publishedAt) return null;
  const entries = await manager.find(ScheduleEntry, { where: { tournamentId, publishedStart: Not(IsNull()) } });
  return { entries, timeZone: settings.timeZone };
}
