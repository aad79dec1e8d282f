import { useEffect } from 'react';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { emailPreferencesInputSchema, type EmailPreferences, type EmailPreferencesInput } from '@rallypoint/shared';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Form } from '@/components/ui/form/form';
import { Label } from '@/components/ui/label';
import { useSaveEmailPreferences } from '../api/email-preferences';

/** The bulk-mail switch (announcements, order-of-play news); transactional mail is not the reader's to turn off. */
export function EmailPreferencesForm({ preferences }: { preferences: EmailPreferences }) {
  const save = useSaveEmailPreferences();
  const form = useForm<EmailPreferencesInput>({
    resolver: zodResolver(emailPreferencesInputSchema),
    defaultValues: preferences,
  });
  const {
    field: { ref: inputRef, ...field },
  } = useController({ control: form.control, name: 'tournamentNews' });
  useEffect(() => form.reset(preferences), [form, preferences]);

  return (
    <Form form={form} onSubmit={(values) => save.mutate(values)} className="flex flex-col gap-5" aria-label="E-mail preferences">
      <div className="flex items-start gap-3">
        <Checkbox
          id="tournament-news"
          ref={inputRef}
          className="mt-0.5"
          checked={field.value}
          onCheckedChange={(checked) => field.onChange(checked === true)}
          onBlur={field.onBlur}
          aria-describedby="tournament-news-hint"
        />
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor="tournament-news">Tournament announcements and order-of-play news</Label>
          <p id="tournament-news-hint" className="text-sm text-slate-600">
            Announcements organizers post for your tournaments, and changes to when and where you play.
          </p>
        </div>
      </div>
      <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600">
        Account and entry e-mails always go: verifying your address, decisions on your requests, results to confirm and places
        offered from a waitlist.
      </p>
      <Button type="submit" className="self-start" disabled={save.isPending || !form.formState.isDirty}>
        {save.isPending ? 'Saving...' : 'Save Preferences'}
      </Button>
    </Form>
  );
}
