import { createTemplateDatabase } from './test-database';

export default async function globalSetup(): Promise<void> {
  process.env.RP_TEST_TEMPLATE_DB = await createTemplateDatabase();
}
