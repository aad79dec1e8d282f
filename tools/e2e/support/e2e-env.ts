/** Where the journeys find the app and its mail capture; playwright.config.ts starts both with these ports. */
export const E2E = {
  port: 3100,
  baseUrl: 'http://localhost:3100',
  smtpPort: 2525,
  mailUiPort: 2580,
  mailApi: 'http://127.0.0.1:2580/api/messages',
} as const;
