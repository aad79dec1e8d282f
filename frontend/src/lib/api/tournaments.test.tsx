import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { tournamentKeys } from '@/lib/query-keys';
import { makeParticipant } from '@/testing/fixtures';
import { callsTo, serveApi, never } from '@/testing/serve-api';
import { useEnrolledTournaments, useTournamentParticipantsPage } from './tournaments';

function withClient() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

const spring = { id: 3, name: 'Spring Open', venue: 'Riverside', sport: 'tennis', scoreFormat: 'tennis-best-of-3' };

describe('shared tournament reads', () => {
  const pageOf = (ids: number[], total = ids.length) => ({
    items: ids.map((participantId) => makeParticipant({ participantId })),
    total,
    page: 1,
    pageSize: 50,
  });

  it('reads the first page (50) of participants once a tournament is chosen, into one cache entry every screen shares', async () => {
    const apiLog = serveApi({ 'GET /api/tournaments/3/participants': { body: pageOf([9], 120) } });
    const { queryClient, wrapper } = withClient();
    const { result, rerender } = renderHook(({ id }: { id: number | undefined }) => useTournamentParticipantsPage(id), {
      wrapper,
      initialProps: { id: undefined as number | undefined },
    });
    expect(apiLog.requests).toEqual([]);

    rerender({ id: 3 });
    await waitFor(() => expect(result.current.data).toEqual(pageOf([9], 120)));
    // A second screen reading the same tournament's first page shares the entry.
    const again = renderHook(() => useTournamentParticipantsPage(3), { wrapper });
    await waitFor(() => expect(again.result.current.data).toEqual(pageOf([9], 120)));

    const calls = callsTo(apiLog, 'GET /api/tournaments/3/participants');
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/api/tournaments/3/participants?page=1&pageSize=50');
    expect(queryClient.getQueryData(tournamentKeys.participantsPage(3, { page: 1, pageSize: 50 }))).toEqual(pageOf([9], 120));
  });

  it('asks the server to search (trimmed; blank is everyone), keeping the last answer on screen meanwhile', async () => {
    let answer = pageOf([1, 2, 3]);
    const apiLog = serveApi({ 'GET /api/tournaments/3/participants': () => ({ body: answer }) });
    const { result, rerender } = renderHook(({ search }: { search: string }) => useTournamentParticipantsPage(3, { search }), {
      wrapper: withClient().wrapper,
      initialProps: { search: '  ' },
    });
    await waitFor(() => expect(result.current.data).toEqual(pageOf([1, 2, 3])));

    answer = pageOf([2]);
    rerender({ search: ' ben ' });
    expect(result.current.data).toEqual(pageOf([1, 2, 3]));
    await waitFor(() => expect(result.current.data).toEqual(pageOf([2])));
    expect(callsTo(apiLog, 'GET /api/tournaments/3/participants').map((call) => call.url)).toEqual([
      '/api/tournaments/3/participants?page=1&pageSize=50',
      '/api/tournaments/3/participants?search=ben&page=1&pageSize=50',
    ]);
  });

  it("never shows one tournament's players while another's load", async () => {
    serveApi({ 'GET /api/tournaments/3/participants': { body: pageOf([9]) }, 'GET /api/tournaments/4/participants': never });
    const { result, rerender } = renderHook(({ id }: { id: number }) => useTournamentParticipantsPage(id), {
      wrapper: withClient().wrapper,
      initialProps: { id: 3 },
    });
    await waitFor(() => expect(result.current.data).toEqual(pageOf([9])));
    rerender({ id: 4 });
    expect(result.current.data).toBeUndefined();
    expect(result.current.isLoading).toBe(true);
  });

  it('waits while told to', () => {
    const apiLog = serveApi();
    renderHook(() => useTournamentParticipantsPage(3, { enabled: false }), { wrapper: withClient().wrapper });
    expect(apiLog.requests).toEqual([]);
  });

  it('reads the enrolled tournaments (GET /api/user/tournaments) under one key', async () => {
    const apiLog = serveApi({ 'GET /api/user/tournaments': { body: [spring] } });
    const { queryClient, wrapper } = withClient();
    const { result } = renderHook(() => useEnrolledTournaments(), { wrapper });

    await waitFor(() => expect(result.current.data).toEqual([spring]));
    expect(queryClient.getQueryData(tournamentKeys.enrolled())).toEqual([spring]);
    expect(callsTo(apiLog, 'GET /api/user/tournaments')).toHaveLength(1);
  });
});
