import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { useEmailPreferences } from '../api/email-preferences';
import { EmailPreferencesForm } from '../components/email-preferences-form';

/** `/email-preferences`: which e-mails the signed-in user gets (decisions.md "Languages and e-mail manners"). */
export function EmailPreferencesRoute() {
  const preferences = useEmailPreferences();
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="E-mail Preferences" backTo="/dashboard" backLabel="Dashboard" />
      <Card>
        <CardHeader>
          <CardTitle>E-mails from RallyPoint</CardTitle>
        </CardHeader>
        <CardContent>
          <QueryState query={preferences} loading="Loading your preferences..." error="Failed to load your preferences.">
            {(data) => <EmailPreferencesForm preferences={data} />}
          </QueryState>
        </CardContent>
      </Card>
    </div>
  );
}
