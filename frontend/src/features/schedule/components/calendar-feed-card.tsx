import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCalendarFeed, useRenewCalendarFeed } from '../api/my-schedule';

/** The private calendar address (matches, lessons): copy it into a calendar app; renewing shuts out old copies. */
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const renew = useRenewCalendarFeed();
  const [copied, setCopied] = useState(false);
  const url = feed.data?.url ?? null;

  const copy = async () => {
    if (!url) return;
    await navigator.clipboard?.writeText(url);
    setCopied(true);
  };

  return (
    <Card role="region" aria-labelledby="my-calendar-title">
      <CardHeader>
        <CardTitle id="my-calendar-title">My calendar</CardTitle>
        <CardDescription>Subscribe in Google, Apple or Outlook calendar to follow your matches and lessons.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {feed.isError && (
          <p role="alert" className="text-sm text-red-700">
            Failed to load your calendar address.
          </p>
        )}
        {url ? (
          <>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="calendar-url">Private address (keep it secret)</Label>
              <Input id="calendar-url" readOnly value={url} onFocus={(e) => e.target.select()} />
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => void copy()}>
                {copied ? 'Copied' : 'Copy address'}
              </Button>
              <a
                className="inline-flex h-8 items-center text-sm font-medium text-emerald-800 underline-offset-2 hover:underline"
                href={url}
                download
              >
                Download calendar
              </a>
              <ConfirmDialog
                trigger={
                  <Button variant="ghost" size="sm" disabled={renew.isPending}>
                    Renew address
                  </Button>
                }
                title="Renew your calendar address?"
                description="The current address stops working: calendars subscribed to it need the new one."
                confirmLabel="Renew"
                onConfirm={() => renew.mutate()}
              />
            </div>
          </>
        ) : (
          <Button className="self-start" onClick={() => renew.mutate()} disabled={feed.isLoading || renew.isPending}>
            Create calendar address
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
