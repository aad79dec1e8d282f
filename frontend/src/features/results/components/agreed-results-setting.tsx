import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useResultSettings, useSaveResultSettings } from '../api/result-settings';

/** The tournament's "approve agreed results" setting, saved as soon as it is ticked or cleared. */
export function AgreedResultsSetting({ tournamentId }: { tournamentId: number }) {
  const settings = useResultSettings(tournamentId);
  const save = useSaveResultSettings(tournamentId);
  // While saving, the box shows the value asked for; a failed save falls back to the stored one.
  const checked = save.isPending ? save.variables.approveAgreedResults : (settings.data?.approveAgreedResults ?? false);
  const hint = settings.isError
    ? 'Failed to load this setting.'
    : 'When the opponent confirms a result, it is approved at once. Off, you approve every result.';
  return (
    <div className="flex items-start gap-2">
      <Checkbox
        id="approve-agreed-results"
        className="mt-0.5"
        checked={checked}
        disabled={!settings.data || save.isPending}
        onCheckedChange={(value) => save.mutate({ approveAgreedResults: value === true })}
        aria-describedby="approve-agreed-results-hint"
      />
      <div className="flex min-w-0 flex-col gap-0.5">
        <Label htmlFor="approve-agreed-results">Approve results both players agree on</Label>
        <p id="approve-agreed-results-hint" className={settings.isError ? 'text-xs text-red-700' : 'text-xs text-slate-500'}>
          {hint}
        </p>
      </div>
    </div>
  );
}
