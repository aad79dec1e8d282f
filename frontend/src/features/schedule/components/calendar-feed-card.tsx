import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatDate } from '@/lib/format';
import { useCalendarFeed, useRenewCalendarFeed } from '../api/my-schedule';

/**
 * The private calendar address (matches, lessons): copy it into a calendar app; renewing shuts out old copies. The
 * server keeps only a hash of it, so it is shown once, right after it is made or renewed (docs/event-day.md).
 */
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const renew = useRenewCalendarFeed();
  const [copied, setCopied] = useState(false);
  const url = renew.data?.url ?? null;
  const active = feed.data?.active ?? false;

  const copy = async () => {
    if (!url) return;
    await navigator.clipboard?.writeText(url);
    setCopied(true);
  };

  const renewButton = (
    <ConfirmDialog
      trigger={
        <Button variant={url ? 'ghost' : 'outline'} size="sm" disabled={renew.isPending}>
          Renew address
        </Button>
      }
      title="Renew your calendar address?"
      description="The current address stops working: calendars subscribed to it need the new one."
      confirmLabel="Renew"
      onConfirm={() => {
        setCopied(false);
        renew.mutate();
      }}
    />
  );

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
              <p className="text-sm text-slate-600">Copy it now: for your security it is shown only this once.</p>
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
              {renewButton}
            </div>
          </>
        ) : active ? (
          <>
            <p className="text-sm">
              You have a private calendar address, made on {formatDate(feed.data?.createdAt)}. For your security it was shown only
              when it was made. If you no longer have it, renew it: calendars subscribed to the current one will need the new one.
            </p>
            <div className="flex flex-wrap gap-2">{renewButton}</div>
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
