import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

describe('Pager', () => {
  it('shows the range and total and moves between pages', async () => {
    const onPageChange = vi.fn();
    render(<Pager page={{ items: [], total: 120, page: 2, pageSize: 50 }} onPageChange={onPageChange} noun="players" />);
    expect(screen.getByText('51–100 of 120 players')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1]]);
  });

  it('hides the buttons when everything fits on one page', () => {
    render(<Pager page={{ items: [], total: 3, page: 1, pageSize: 50 }} onPageChange={() => {}} />);
    expect(screen.getByText('1–3 of 3 items')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
