import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TournamentParticipant } from '@rallypoint/shared';
import { callsTo, serveApi, type RecordedRequest } from '@/testing/serve-api';
import { renderWithProviders } from '@/testing/render';
import { participantName } from '@rallypoint/shared';
import { ParticipantSelectField } from './participant-select-field';

/** An entry with an account (its id as the account's plus 100); `formOnly` one made by the public form alone. */
const person = (participantId: number, firstName: string, lastName: string): TournamentParticipant => ({
  entryId: participantId + 100,
  userId: participantId,
  participantId,
  firstName,
  lastName,
  username: firstName.toLowerCase(),
  level: null,
  registrationDate: '2026-11-01T10:00:00.000Z',
  status: 'registered',
});
const formOnly = (entryId: number, firstName: string, lastName: string): TournamentParticipant => ({
  ...person(0, firstName, lastName),
  entryId,
  userId: null,
  participantId: null,
  username: null,
  status: 'pending',
});
const everyone = [person(1, 'Ann', 'Ace'), person(7, 'Bea', 'Baseline'), person(8, 'Cal', 'Chip')];

/** The server: a search over names and usernames, one page. */
function participants({ url }: RecordedRequest) {
  const search = (new URL(url, 'http://x').searchParams.get('search') ?? '').toLowerCase();
  const items = everyone.filter((p) => `${p.firstName} ${p.lastName} ${p.username}`.toLowerCase().includes(search));
  return { body: { items, total: items.length, page: 1, pageSize: 50 } };
}

/** Stores the participant's id, as the tournament match form does (the results form stores the name). */
function Harness({ initialTournament }: { initialTournament?: number }) {
  const form = useForm<{ opponentId?: string }>();
  const [tournamentId, setTournamentId] = useState(initialTournament);
  const chosen = useWatch({ control: form.control, name: 'opponentId' });
  return (
    <form>
      <button type="button" onClick={() => setTournamentId(3)}>
        Choose tournament 3
      </button>
      <ParticipantSelectField
        control={form.control}
        name="opponentId"
        tournamentId={tournamentId}
        excludeId={1}
        valueOf={(p) => String(p.participantId)}
      />
      <output aria-label="value">{chosen ?? ''}</output>
    </form>
  );
}

const offered = () =>
  within(screen.getByLabelText('Opponent'))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('ParticipantSelectField', () => {
  it('waits for a tournament, then offers its other participants by the label asked for', async () => {
    const apiLog = serveApi({ 'GET /api/tournaments/3/participants': participants });
    const { user } = renderWithProviders(<Harness />);
    expect(screen.getByLabelText('Opponent')).toBeDisabled();
    expect(screen.getByLabelText('Search opponents')).toBeDisabled();
    expect(offered()).toEqual(['Select a tournament first']);
    expect(apiLog.requests).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Choose tournament 3' }));
    await waitFor(() => expect(offered()).toEqual(['Choose an opponent', 'Bea Baseline (@bea)', 'Cal Chip (@cal)']));
    expect(callsTo(apiLog, 'GET /api/tournaments/3/participants')[0].url).toBe(
      '/api/tournaments/3/participants?page=1&pageSize=50',
    );
  });

  it('keeps the chosen participant offered, by their label, when a search leaves them out', async () => {
    serveApi({ 'GET /api/tournaments/3/participants': participants });
    const { user } = renderWithProviders(<Harness initialTournament={3} />);
    await screen.findByRole('option', { name: 'Bea Baseline (@bea)' });
    await user.selectOptions(screen.getByLabelText('Opponent'), '7');
    expect(screen.getByLabelText('value')).toHaveTextContent('7');

    await user.type(screen.getByLabelText('Search opponents'), 'chip');
    await waitFor(() => expect(offered()).toEqual(['Choose an opponent', 'Bea Baseline (@bea)', 'Cal Chip (@cal)']));
    await user.type(screen.getByLabelText('Search opponents'), 'x');
    expect(await screen.findByText('No player in this tournament matches "chipx".')).toBeInTheDocument();
    expect(offered()).toEqual(['Choose an opponent', 'Bea Baseline (@bea)']);
    expect(screen.getByLabelText('Opponent')).toHaveValue('7');
  });

  it('offers entries without an account by their name, stores entry ids when asked, and tells who was chosen', async () => {
    serveApi({
      'GET /api/tournaments/3/participants': {
        body: { items: [person(7, 'Bea', 'Baseline'), formOnly(55, 'Fay', 'Form')], total: 2, page: 1, pageSize: 50 },
      },
    });
    const chosen: Array<string | undefined> = [];
    function ByEntry() {
      const form = useForm<{ opponentEntryId?: string }>({ defaultValues: { opponentEntryId: '107' } });
      return (
        <ParticipantSelectField
          control={form.control}
          name="opponentEntryId"
          tournamentId={3}
          valueOf={(p) => String(p.entryId)}
          knownLabels={{ '107': 'Bea Baseline' }}
          onChoose={(p) => chosen.push(p && participantName(p))}
        />
      );
    }
    const { user } = renderWithProviders(<ByEntry />);
    // Before the list is in, the chosen entry reads by the name the form was opened with.
    expect(offered()).toEqual(['Loading players...', 'Bea Baseline']);
    await waitFor(() => expect(offered()).toEqual(['Choose an opponent', 'Bea Baseline (@bea)', 'Fay Form']));
    await user.selectOptions(screen.getByLabelText('Opponent'), 'Fay Form');
    expect(screen.getByLabelText('Opponent')).toHaveValue('55');
    await user.selectOptions(screen.getByLabelText('Opponent'), '');
    expect(chosen).toEqual(['Fay Form', undefined]);
  });

  it('offers one option for a name two players share, naming both @usernames, when the form stores names', async () => {
    const twins = [person(7, 'Bea', 'Baseline'), { ...person(9, 'Bea', 'Baseline'), username: 'bea2' }, person(8, 'Cal', 'Chip')];
    serveApi({ 'GET /api/tournaments/3/participants': { body: { items: twins, total: 3, page: 1, pageSize: 50 } } });
    function ByName() {
      const form = useForm<{ opponentName?: string }>();
      return <ParticipantSelectField control={form.control} name="opponentName" tournamentId={3} valueOf={participantName} />;
    }
    renderWithProviders(<ByName />);

    await waitFor(() => expect(offered()).toEqual(['Choose an opponent', 'Bea Baseline (@bea, @bea2)', 'Cal Chip (@cal)']));
    expect(screen.getByRole('option', { name: 'Bea Baseline (@bea, @bea2)' })).toHaveValue('Bea Baseline');
  });
});
