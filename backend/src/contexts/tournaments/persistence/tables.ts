/**
 * The tables this context owns, declared once: only its own code names them in SQL or in an entity, and other
 * contexts read them through its queries or a read model it publishes (docs/decisions/0001). The backend's lint
 * checks it (tools/scripts/check-table-ownership.mjs).
 */
export const OWNED_TABLES = [
  'tournaments',
  'tournament_counts',
  'tournament_entries',
  'tournament_waitlist',
  'tournament_announcements',
  'registration_notifications',
] as const;
