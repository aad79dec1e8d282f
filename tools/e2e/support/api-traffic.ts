import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Every browser context of the journeys records its API calls (a HAR file each) here; after the run,
 * `tools/contract/replay-through-prism.mjs` replays them through Prism against the API document saved beside them.
 */
export const API_TRAFFIC_DIR = fileURLToPath(new URL('../api-traffic/', import.meta.url));

export function emptyApiTrafficDir(): void {
  rmSync(API_TRAFFIC_DIR, { recursive: true, force: true });
  mkdirSync(API_TRAFFIC_DIR, { recursive: true });
}

/** The `recordHar` option of a new browser context: API calls only, with their bodies. */
export const recordApiTraffic = () => ({
  path: `${API_TRAFFIC_DIR}${randomUUID()}.har`,
  urlFilter: /\/api\//,
  content: 'embed' as const,
});
