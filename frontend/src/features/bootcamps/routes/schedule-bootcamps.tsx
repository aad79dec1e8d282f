import type { CreateBootcampInput } from '@rallypoint/shared';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/lib/auth';
import { failureToast, successToast } from '@/lib/mutation-toast';
import { useCreateBootcamp } from '../api/bootcamps';
import { BootcampForm } from '../components/bootcamp-form';
import { MyBootcampsList } from '../components/my-bootcamps-list';

/** /schedule-bootcamps: the create form and the organizer's own list. */
export function ScheduleBootcampsRoute() {
  const { isOrganizer } = useAuth();
  const createBootcamp = useCreateBootcamp();

  const onSubmit = (values: CreateBootcampInput) =>
    createBootcamp
      .mutateAsync(values)
      .then((created) => {
        successToast('Bootcamp Created', `${created.title} was submitted and awaits admin approval.`)();
        return true;
      })
      .catch((error: unknown) => {
        failureToast('Error', 'Failed to create bootcamp/clinic')(error);
        return false;
      });

  if (!isOrganizer) {
    return (
      <Card className="mx-auto max-w-xl p-6 text-center">
        <h1 className="text-lg font-semibold text-slate-900">Access Denied</h1>
        <p className="mt-2 text-sm text-slate-600">Only organizers can schedule bootcamps and clinics.</p>
      </Card>
    );
  }

  return (
    <>
      <PageHeader
        title="Bootcamps & Clinics"
        description="Schedule coached sessions and follow their registrations."
        backTo="/dashboard"
        backLabel="Back to Dashboard"
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Schedule Bootcamps & Clinics</CardTitle>
            <CardDescription>An administrator reviews each one before players can register.</CardDescription>
          </CardHeader>
          <CardContent>
            <BootcampForm isPending={createBootcamp.isPending} onSubmit={onSubmit} />
          </CardContent>
        </Card>
        <MyBootcampsList />
      </div>
    </>
  );
}
