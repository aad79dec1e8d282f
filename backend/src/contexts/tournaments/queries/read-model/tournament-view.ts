import type { TournamentDetail, TournamentStoredStatus } from '@rallypoint/shared';

/** A tournament as other contexts read it: what people see, plus the stored approval state to decide on. */
export type TournamentView = TournamentDetail & { storedStatus: TournamentStoredStatus };

/** HTTP answers carry the contract's fields only. */
export function toTournamentDetail({ storedStatus: _stored, ...detail }: TournamentView): TournamentDetail {
  return detail;
}
