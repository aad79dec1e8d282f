import { expect, type Page } from '@playwright/test';

/** Nothing on the page is wider than a phone's screen. */
export async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  const wide = await page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > 392)
      .slice(0, 8)
      .map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`),
  );
  expect(width, wide.join('\n')).toBeLessThanOrEqual(390);
}
