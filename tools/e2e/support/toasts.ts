import type { Page } from '@playwright/test';

/**
 * The toast titled `title`, looked up inside the toast viewport (Radix labels it "Notifications (F8)").
 * Radix also copies the text into a hidden live region for screen readers; scoping to the viewport skips that copy.
 */
export function toast(page: Page, title: string | RegExp) {
  return page.getByRole('region', { name: /^Notifications/ }).getByText(title, { exact: typeof title === 'string' });
}
