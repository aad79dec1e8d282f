import { offByWithdrawal, withdrawnPlayers, type FixtureMatch, type ScheduleDraft } from '@rallypoint/shared';
import { conflict, type Refusal } from '../../../platform/rules';

type Unplaced = ScheduleDraft['unplaced'][number];

/** Why a match has no place because its players withdrew; lower case, as the scheduler's reasons read in a sentence. */
export function withdrawalReason(names: readonly string[], walkover: boolean): string {
  return `${names.join(' and ')} withdrew${walkover ? ': a walkover' : ''}`;
}

/**
 * The matches a withdrawal took off the order of play (docs/decisions/0013: a withdrawn entry's remaining matches are
 * walkovers to its opponents), each with the reason naming who withdrew, in fixture order.
 */
export function withdrawalUnplaced(rows: readonly FixtureMatch[], withdrawn: ReadonlySet<number>): Unplaced[] {
  if (withdrawn.size === 0) return [];
  return rows
    .filter((row) => offByWithdrawal(row, withdrawn))
    .map((row) => ({ matchId: row.id, kind: 'withdrawn' as const, reason: reasonOf(row, withdrawn) }));
}

/** A match a withdrawal took off cannot be moved onto a court: 409 saying who withdrew. */
export function withdrawalRefusal(row: FixtureMatch, withdrawn: ReadonlySet<number>): Refusal | null {
  return offByWithdrawal(row, withdrawn) ? conflict(reasonOf(row, withdrawn)) : null;
}

function reasonOf(row: FixtureMatch, withdrawn: ReadonlySet<number>): string {
  const [one, two] = withdrawnPlayers(row, withdrawn);
  return withdrawalReason(
    [...one, ...two].map((p) => p.name),
    one.length === 0 || two.length === 0,
  );
}
