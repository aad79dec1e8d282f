export const SPORTS = ['tennis', 'pickleball', 'table_tennis'] as const;
export type Sport = (typeof SPORTS)[number];

export const SPORT_LABELS: Record<Sport, string> = {
  tennis: 'Tennis',
  pickleball: 'Pickleball',
  table_tennis: 'Table Tennis',
};
