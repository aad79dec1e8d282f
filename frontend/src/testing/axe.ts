import axe from 'axe-core';
import { expect, vi } from 'vitest';

// Label-in-name first asks whether visible text is an icon font's ligature by drawing it on a canvas, which jsdom
// lacks (axe then reports "incomplete", never a violation). The app uses no icon fonts: with a threshold of 0 the
// check counts every text as text, and the canvas is only asked for, never drawn on.
axe.configure({ checks: [{ id: 'label-content-name-mismatch', options: { occurrenceThreshold: 0 } }] });

/**
 * WCAG 2.1 A and AA as axe-core checks them, plus label-in-name (axe marks it experimental, so it is off unless named).
 * Rules that need a real layout (colour contrast, target size) belong to the Playwright journeys in tools/e2e.
 * `exclude` leaves out elements by selector: a select of every time zone has hundreds of options, which jsdom takes
 * seconds per hundred to check, and plain options have nothing of their own to check.
 */
export async function expectNoAxeViolations(
  container: Element = document.body,
  { exclude = [] }: { exclude?: string[] } = {},
): Promise<void> {
  const getContext = vi
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockReturnValue({ canvas: document.createElement('canvas') } as unknown as CanvasRenderingContext2D);
  try {
    const context = exclude.length ? { include: [container], exclude: exclude.map((selector) => [selector]) } : container;
    const results = await axe.run(context, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: {
        'label-content-name-mismatch': { enabled: true },
        'color-contrast': { enabled: false },
        'target-size': { enabled: false },
      },
    });
    const problems = [...results.violations, ...results.incomplete.filter((r) => r.id === 'label-content-name-mismatch')];
    expect(problems.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  } finally {
    getContext.mockRestore();
  }
}
