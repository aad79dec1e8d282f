import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QueryState } from './query-state';

const base: { data: unknown; isLoading: boolean; isError: boolean } = { data: undefined, isLoading: false, isError: false };
const view = (query: Partial<typeof base>) =>
  render(
    <QueryState
      query={{ ...base, ...query }}
      loading="Loading players..."
      error="Failed to load players."
      empty="No Players Found"
    >
      {(data) => <p>{JSON.stringify(data)}</p>}
    </QueryState>,
  );

describe('QueryState', () => {
  it('shows the loading text while loading', () => {
    view({ isLoading: true });
    expect(screen.getByText('Loading players...')).toBeInTheDocument();
  });

  it('shows the error text as an alert when the query failed', () => {
    view({ isError: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load players.');
  });

  it('shows the empty state for an empty page or list', () => {
    view({ data: { items: [], total: 0, page: 1, pageSize: 50 } });
    expect(screen.getByText('No Players Found')).toBeInTheDocument();
  });

  it('keeps a page past the end of a non-empty list (its pager leads back)', () => {
    view({ data: { items: [], total: 3, page: 2, pageSize: 50 } });
    expect(screen.queryByText('No Players Found')).not.toBeInTheDocument();
  });

  it('renders the data otherwise', () => {
    view({ data: ['ana'] });
    expect(screen.getByText('["ana"]')).toBeInTheDocument();
  });

  it('draws the first answer in place of the loading text, and later answers in place of the last', async () => {
    const card = (query: Partial<typeof base>) => (
      <QueryState query={{ ...base, ...query }} loading="Loading players..." error="Failed to load players.">
        {(data) => <p>{JSON.stringify(data)}</p>}
      </QueryState>
    );
    const { rerender } = render(card({ isLoading: true }));
    rerender(card({ data: ['ana'] }));
    expect(await screen.findByText('["ana"]')).toBeInTheDocument();
    expect(screen.queryByText('Loading players...')).not.toBeInTheDocument();
    rerender(card({ data: ['ana', 'ben'] }));
    expect(screen.getByText('["ana","ben"]')).toBeInTheDocument();
  });
});
