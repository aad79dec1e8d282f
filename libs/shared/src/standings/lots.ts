import type { Block } from './tied-groups';

/** Lots the organizer drew: each entry is an ordered list of entrant keys (best first) for one group that no rule separated. */
export type DrawnLots = ReadonlyArray<ReadonlyArray<string>>;

export interface PlacedBlock extends Block {
  drawnByLot: boolean;
}

/** True when the drawn list names exactly the keys sharing the place, each once, in any order. */
function drawnFor(keys: readonly string[], drawn: readonly string[]): boolean {
  const named = new Set(drawn);
  return named.size === drawn.length && drawn.length === keys.length && keys.every((key) => named.has(key));
}

/**
 * Splits every shared place that has lots drawn for exactly its entrants into single places in the drawn order. Lots
 * drawn for a group that results have since changed (someone joined or left the tie) no longer fit and are ignored, so
 * the place is shared again until the organizer draws anew. A tie is never broken by name or by the order of the input.
 */
export function applyLots(blocks: readonly Block[], lots: DrawnLots): PlacedBlock[] {
  return blocks.flatMap((block): PlacedBlock[] => {
    const drawn = block.keys.length > 1 ? lots.find((order) => drawnFor(block.keys, order)) : undefined;
    if (!drawn) return [{ ...block, drawnByLot: false }];
    return drawn.map((key) => ({ keys: [key], by: null, drawnByLot: true }));
  });
}
