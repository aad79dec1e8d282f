import type { ResultSet, ResultWinner } from '../contracts/results';

/** Sets each side won; a set with equal games counts for neither. */
export function setsWon(sets: readonly ResultSet[]): { player: number; opponent: number } {
  let player = 0;
  let opponent = 0;
  for (const set of sets) {
    if (set.playerGames > set.opponentGames) player++;
    else if (set.opponentGames > set.playerGames) opponent++;
  }
  return { player, opponent };
}

/** Spec §4: the side that won more sets wins; the opponent wins ties. */
export function resultWinner(sets: readonly ResultSet[]): ResultWinner {
  const won = setsWon(sets);
  return won.player > won.opponent ? 'player' : 'opponent';
}

/** "6-4, 3-6, 7-5" from the submitter's side. */
export function setsText(sets: readonly ResultSet[]): string {
  return sets.map((set) => `${set.playerGames}-${set.opponentGames}`).join(', ');
}
