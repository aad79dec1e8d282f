import { sameName } from '@rallypoint/shared';
import { badRequest, forbidden, type Refusal } from '../../../../platform/rules';
import type { ResultEntry } from '../result-entry';
import {
  ENTERED_NAME_AMBIGUOUS,
  ENTERED_OPPONENT_NOT_A_PARTICIPANT,
  NOT_A_PARTICIPANT,
  OPPONENT_AMBIGUOUS,
  OPPONENT_NOT_A_PARTICIPANT,
  PLAYER_NOT_A_PARTICIPANT,
} from '../results.errors';

/**
 * The submitter must hold an entry of the tournament linked to their account (docs/decisions/0013: the form with their
 * verified e-mail, or Enroll); the tournaments context answers with the account's entry, or none.
 */
export function submitterRefusal(entries: readonly ResultEntry[]): Refusal | null {
  return entries.length > 0 ? null : forbidden(NOT_A_PARTICIPANT);
}

/** The entries a name may mean (as GET /api/tournaments/{id}/participants names them), letter case and spacing aside. */
export function entriesNamed<E extends ResultEntry>(entries: readonly E[], name: string): E[] {
  return entries.filter((entry) => sameName(entry.name, name));
}

/** The other entries the opponent's name (or id) may mean: never the submitter's own. */
export function opponentEntries<E extends ResultEntry>(candidates: readonly E[], submitterEntryId: number): E[] {
  return candidates.filter((entry) => entry.entryId !== submitterEntryId);
}

/** What a side that matches no entry, or more than one, is refused with. */
export interface SideRefusals {
  missing: string;
  ambiguous: string;
}

/** Texts for a player logging their own result: the spec's words, addressed to them ("Your opponent…"). */
export const PLAYER_OPPONENT: SideRefusals = { missing: OPPONENT_NOT_A_PARTICIPANT, ambiguous: OPPONENT_AMBIGUOUS };

/** Texts for an organizer or admin entering a result: they name both sides, so the texts speak of "the player"/"the opponent". */
export const ENTERED_SIDES = {
  player: { missing: PLAYER_NOT_A_PARTICIPANT, ambiguous: ENTERED_NAME_AMBIGUOUS },
  opponent: { missing: ENTERED_OPPONENT_NOT_A_PARTICIPANT, ambiguous: ENTERED_NAME_AMBIGUOUS },
} as const satisfies Record<string, SideRefusals>;

/** Exactly one entry must answer to the side; otherwise a 400 with the caller's texts. */
export function sideRefusal(candidates: readonly ResultEntry[], texts: SideRefusals): Refusal | null {
  if (candidates.length === 0) return badRequest(texts.missing);
  return candidates.length > 1 ? badRequest(texts.ambiguous) : null;
}
