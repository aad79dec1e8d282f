import { Link, useSearchParams } from 'react-router-dom';
import { serverMessage } from '@/lib/api-client';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * `/unsubscribe?token=…`, where a bulk mail's unsubscribe link leads. It asks first: mail scanners open links
 * before people do, so only the button unsubscribes.
 */
export function UnsubscribeRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe(token);

  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title="Unsubscribe" />
      <Card>
        <CardContent className="flex flex-col gap-4 pt-5">
          {unsubscribe.isSuccess ? (
            <p role="status" className="text-slate-700">
              {unsubscribe.data.message} Account and entry e-mails still go.
            </p>
          ) : (
            <>
              <p className="text-slate-700">
                Stop tournament announcements and order-of-play news by e-mail? Account and entry e-mails (results to confirm,
                decisions, waitlist places) still go.
              </p>
              {unsubscribe.isError && (
                <p role="alert" className="text-sm text-red-700">
                  {serverMessage(unsubscribe.error) ?? 'Failed to unsubscribe. Please try again.'}
                </p>
              )}
              <Button className="self-start" onClick={() => unsubscribe.mutate()} disabled={!token || unsubscribe.isPending}>
                {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
              </Button>
            </>
          )}
          <p className="text-sm text-slate-600">
            Signed in? Change this any time in{' '}
            <Link to="/email-preferences" className="font-medium text-emerald-700 hover:underline">
              E-mail Preferences
            </Link>
            .
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
