import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { toast } from '@/components/ui/use-toast';
import { tournamentDetailsPath } from './tournament-links';

export function registrationLinkFor(tournamentId: number, origin = window.location.origin): string {
  return `${origin}${tournamentDetailsPath(tournamentId)}`;
}

/** The shareable public registration link, with a copy button. */
export function RegistrationLink({ tournamentId, tournamentName }: { tournamentId: number; tournamentName: string }) {
  const link = registrationLinkFor(tournamentId);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: 'Link Copied', description: 'Share it with players so they can register.', variant: 'success' });
    } catch {
      // Clipboard access is refused outside secure contexts; show the link so it can be copied by hand.
      toast({ title: 'Copy Failed', description: link, variant: 'destructive' });
    }
  };

  return (
    <div className="mt-1 flex max-w-xs items-center gap-1">
      <a href={link} className="truncate text-xs text-emerald-700 hover:underline" title={link}>
        {link}
      </a>
      <Tooltip content="Copy registration link">
        <Button
          variant="ghost"
          size="sm"
          className="h-6 shrink-0 px-1.5 text-xs"
          aria-label={`Copy registration link for ${tournamentName}`}
          onClick={() => void copy()}
        >
          Copy
        </Button>
      </Tooltip>
    </div>
  );
}
