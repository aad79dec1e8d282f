import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { resultConfirmationSchema, type ResultConfirmationInput } from '@rallypoint/shared';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form/form';
import { TextAreaField } from '@/components/ui/form/text-fields';
import { useAnswerResult } from '../api/answer-result';
import { showServerFieldErrors } from '../utils/server-field-errors';

type DisputeFormValues = z.input<typeof resultConfirmationSchema>;

/** The comment a dispute needs (the schema requires it), sent as `{decision: 'dispute', comment}`. */
export function DisputeResultForm({ resultId, onDisputed }: { resultId: number; onDisputed: () => void }) {
  const answer = useAnswerResult();
  const form = useForm<DisputeFormValues, unknown, ResultConfirmationInput>({
    resolver: zodResolver(resultConfirmationSchema),
    defaultValues: { decision: 'dispute', comment: '' },
  });
  const onSubmit = (values: ResultConfirmationInput) =>
    answer.mutate({ id: resultId, ...values }, { onSuccess: onDisputed, onError: (error) => showServerFieldErrors(form, error) });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Dispute result" className="flex flex-col gap-4">
      <TextAreaField
        control={form.control}
        name="comment"
        label="What is wrong with this result?"
        rows={4}
        placeholder="e.g. The second set was 4-6, not 6-4."
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={answer.isPending}>
          {answer.isPending ? 'Sending...' : 'Send Dispute'}
        </Button>
      </div>
    </Form>
  );
}
