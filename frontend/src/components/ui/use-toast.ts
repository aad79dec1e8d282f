import { useSyncExternalStore } from 'react';
import { TOAST_LIMIT } from '@rallypoint/shared';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; the provider's 5000 ms default applies when absent. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: number;
}

type Listener = () => void;

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function publish(next: ToastItem[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

/** Shows a toast; with TOAST_LIMIT 1 the new one replaces whatever is on screen (docs/product-rules.md#the-web-client). */
export function toast(options: ToastOptions): { id: number; dismiss: () => void } {
  const id = nextId++;
  publish([{ ...options, id }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id?: number): void {
  publish(id === undefined ? [] : toasts.filter((item) => item.id !== id));
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => toasts;

export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
