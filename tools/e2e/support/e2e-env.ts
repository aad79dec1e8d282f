/**
 * Where the journeys find the app and its mail capture; playwright.config.ts starts both with these ports.
 * E2E_PORT_OFFSET moves all three ports (and E2E_DATABASE_URL the database), so two checkouts can run journeys at once.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const port = 3100 + offset;
const mailUiPort = 2580 + offset;

export const E2E = {
  port,
  baseUrl: `http://localhost:${port}`,
  smtpPort: 2525 + offset,
  mailUiPort,
  mailApi: `http://127.0.0.1:${mailUiPort}/api/messages`,
} as const;
