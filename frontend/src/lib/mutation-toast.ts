import { toast } from '@/components/ui/use-toast';
import { serverMessage } from './api-client';

/**
 * The failure toast of every mutation (spec §8): the server's message when it sent one, else the spec's
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

/** A failure toast whose text the spec fixes whatever the server said (e.g. 'Save Failed' for fixtures). */
export function fixedFailureToast(title: string, description: string): () => void {
  return () => toast({ title, description, variant: 'destructive' });
}
