import { writeFile } from 'node:fs/promises';
import { API_TRAFFIC_DIR } from './api-traffic';
import { E2E } from './e2e-env';

/** The API document the recorded traffic is checked against, as the app under test served it. */
export default async function globalTeardown(): Promise<void> {
  const response = await fetch(`${E2E.baseUrl}/api/docs-json`);
  if (!response.ok) throw new Error(`GET /api/docs-json answered ${response.status}`);
  await writeFile(`${API_TRAFFIC_DIR}openapi.json`, await response.text());
}
