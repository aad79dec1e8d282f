import { toast } from '@/components/ui/use-toast';
import { serverMessage } from './api-client';

/**
 * The failure toast of every mutation (docs/product-rules.md#validation-messages-and-error-answers): the server's message when it
 * sent one, else the screen's
 * fallback text. Use as `onError: failureToast('Enrollment Failed', 'Failed to enroll. Please try again.')`.
 */
export function failureToast(title: string, fallback?: string, duration?: number): (error: unknown) => void {
  return (error) =>
    toast({ title, description: serverMessage(error) ?? fallback, variant: 'destructive', ...(duration ? { duration } : {}) });
}

/** The success toast of a mutation: `onSuccess: successToast('Message Sent')`. */
export function successToast(title: string, description?: string): () => void {
  return () => toast({ title, description, variant: 'success' });
}

/** A failure toast whose text is fixed whatever the server said (e.g. 'Save Failed' for fixtures). */
export function fixedFailureToast(title: string, description: string): () => void {
  return () => toast({ title, description, variant: 'destructive' });
}
