import { useNavigate } from 'react-router-dom';
import type { CreateTournamentInput } from '@rallypoint/shared';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useCreateTournament } from '../api/manage-tournament';
import { PageHeader } from '@/components/page-header';
import { TournamentForm } from '../components/tournament-form/tournament-form';
import { failureToast } from '@/lib/mutation-toast';
import { createdTournamentState } from '../utils/created-tournament';

export function CreateTournamentRoute() {
  const navigate = useNavigate();
  const createTournament = useCreateTournament();

  const onSubmit = (values: CreateTournamentInput) =>
    createTournament.mutate(values, {
      onSuccess: (tournament) => {
        toast({
          title: 'Tournament Created',
          description:
            tournament.status === 'pending'
              ? `${tournament.name} awaits an admin's approval.`
              : `${tournament.name} is ${tournament.status}.`,
          variant: 'success',
        });
        // The dashboard says what happens next, from what the server answered (CreatedTournamentNotice).
        navigate('/', { state: createdTournamentState(tournament) });
      },
      onError: failureToast('Error', 'Failed to create tournament. Please try again.'),
    });

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title="Schedule Tournament"
        description="Set up the tournament; an administrator reviews it before players can register."
        backTo="/"
        backLabel="Back to Dashboard"
      />
      <Card className="p-6">
        <TournamentForm
          submitLabel="Create Tournament"
          pendingLabel="Creating Tournament..."
          isPending={createTournament.isPending}
          onSubmit={onSubmit}
          onCancel={() => navigate('/')}
        />
      </Card>
    </div>
  );
}
