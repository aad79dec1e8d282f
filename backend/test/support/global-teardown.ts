import { dropDatabase } from './test-database';

export default async function globalTeardown(): Promise<void> {
  if (process.env.RP_TEST_TEMPLATE_DB) await dropDatabase(process.env.RP_TEST_TEMPLATE_DB);
}
