import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { tournamentAnnouncementSchema, type TournamentAnnouncementInput, type TournamentSummary } from '@rallypoint/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form/form';
import { TextAreaField, TextField } from '@/components/ui/form/text-fields';
import { toast } from '@/components/ui/use-toast';
import { failureToast } from '@/lib/mutation-toast';
import { usePostAnnouncement } from '../api/announcements';

const players = (count: number) => (count === 1 ? '1 player' : `${count} players`);

/** Tells every player of one tournament something: e-mailed to each, and shown on the tournament's public page. */
export function PostAnnouncementDialog({ tournament }: { tournament: Pick<TournamentSummary, 'id' | 'name'> }) {
  const [open, setOpen] = useState(false);
  const post = usePostAnnouncement(tournament.id);
  const form = useForm({ resolver: zodResolver(tournamentAnnouncementSchema), defaultValues: { title: '', message: '' } });

  const onSubmit = (values: TournamentAnnouncementInput) =>
    post.mutate(values, {
      onSuccess: ({ recipients }) => {
        toast({
          title: 'Announcement Posted',
          description: `E-mailed to ${players(recipients)} of ${tournament.name}.`,
          variant: 'success',
        });
        form.reset();
        setOpen(false);
      },
      onError: failureToast('Posting Failed', 'Failed to post the announcement. Please try again.'),
    });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {/* The name starts with the words shown, so a voice command saying them finds the button (label in name). */}
        <Button size="sm" aria-label={`Post Announcement to ${tournament.name}`}>
          Post Announcement
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Announcement for {tournament.name}</DialogTitle>
          <DialogDescription>
            Every enrolled player and registrant gets it by e-mail; it also appears on the public page.
          </DialogDescription>
        </DialogHeader>
        <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
          <TextField control={form.control} name="title" label="Title" />
          <TextAreaField control={form.control} name="message" label="Message" rows={6} />
          <Button type="submit" disabled={post.isPending}>
            {post.isPending ? 'Posting...' : 'Post Announcement'}
          </Button>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
