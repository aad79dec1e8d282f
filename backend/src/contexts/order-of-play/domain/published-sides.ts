import { matchSides, type FixtureMatch } from '@rallypoint/shared';

export interface PublishedPlayer {
  name: string;
  /** Lower case; null when the entry gave none. */
  email: string | null;
}

/** A match's two sides as its players are told about it. */
export type PublishedSides = [PublishedPlayer[], PublishedPlayer[]];

export function publishedSidesOf(row: FixtureMatch): PublishedSides {
  const [one, two] = matchSides(row);
  const players = (side: typeof one) => side.map((p) => ({ name: p.name, email: p.email?.trim().toLowerCase() || null }));
  return [players(one), players(two)];
}

/** "Ann Lee v Bob Ray", doubles partners joined by " / ": the same words for every player of the match. */
export const sidesText = ([one, two]: PublishedSides): string =>
  `${one.map((p) => p.name).join(' / ')} v ${two.map((p) => p.name).join(' / ')}`;
