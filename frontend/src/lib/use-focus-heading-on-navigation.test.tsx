import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useFocusHeadingOnNavigation } from './use-focus-heading-on-navigation';

function Layout({ children }: { children: React.ReactNode }) {
  useFocusHeadingOnNavigation();
  return <main>{children}</main>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Layout>
        <Routes>
          <Route
            path="/first"
            element={
              <>
                <h1>First screen</h1>
                <input aria-label="Name" ref={(input) => input?.focus()} />
                <Link to="/second">Go on</Link>
              </>
            }
          />
          <Route path="/second" element={<h1>Second screen</h1>} />
        </Routes>
      </Layout>
    </MemoryRouter>,
  );
}

describe('useFocusHeadingOnNavigation', () => {
  it('leaves the first screen its own focus, then focuses the next screen’s heading', async () => {
    const user = userEvent.setup();
    renderAt('/first');
    expect(screen.getByLabelText('Name')).toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'Go on' }));

    const heading = await screen.findByRole('heading', { name: 'Second screen' });
    await expect.poll(() => document.activeElement).toBe(heading);
    expect(heading).toHaveAttribute('tabindex', '-1');
  });
});
