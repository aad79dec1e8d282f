import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { signIn } from './auth';
import { recordApiTraffic } from './api-traffic';
import { E2E } from './e2e-env';
import { demoAccount } from './users';

type DemoRole = 'admin' | 'organizer' | 'player';

export interface Actors {
  /** A fresh browser (own cookies) signed in through the login screen as the demo account. */
  signedIn(role: DemoRole): Promise<Page>;
  /** A fresh browser nobody has signed in to. */
  visitor(): Promise<Page>;
  /** API calls with their own cookies, signed in as the demo account through POST /api/auth/login (setup shortcut). */
  api(role: DemoRole): Promise<APIRequestContext>;
  /** API calls without a session, as a signed-out visitor's browser makes them. */
  anonymousApi(): Promise<APIRequestContext>;
}

/**
 * `test` with an `actors` fixture: each role gets its own browser context, so sessions never mix,
 * and every context is closed when the test ends.
 */
export const test = base.extend<{ actors: Actors }>({
  // The default `page` records its API calls too.
  contextOptions: async ({ contextOptions }, use) => use({ ...contextOptions, recordHar: recordApiTraffic() }),
  actors: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    const open = async () => {
      const context = await browser.newContext({ baseURL: E2E.baseUrl, acceptDownloads: true, recordHar: recordApiTraffic() });
      contexts.push(context);
      return context.newPage();
    };
    const anonymousApi = async () => {
      const context = await browser.newContext({ baseURL: E2E.baseUrl, recordHar: recordApiTraffic() });
      contexts.push(context);
      return context.request;
    };
    await use({
      visitor: open,
      anonymousApi,
      async api(role) {
        const request = await anonymousApi();
        const account = demoAccount(role);
        const response = await request.post('/api/auth/login', {
          data: { username: account.username, password: account.password },
        });
        if (!response.ok()) throw new Error(`signing in as ${role}: ${response.status()} ${await response.text()}`);
        return request;
      },
      async signedIn(role) {
        const page = await open();
        const account = demoAccount(role);
        await page.goto('/login');
        expect(await signIn(page, account.username, account.password)).toBeLessThan(300);
        await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
        return page;
      },
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export { expect };
