import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button, buttonClasses, type ButtonVariant } from './button';
import { contentClasses, overlayClasses } from './dialog';

interface ConfirmDialogProps {
  /** The element that opens the dialog (usually a Button). */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  /** Extra content, e.g. why confirming is not possible right now. */
  children?: ReactNode;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onOpenChange?: (open: boolean) => void;
}

/** The confirmation prompt before deletions and approvals (docs/product-rules.md#admin-console-and-history). */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  confirmVariant = 'primary',
  children,
  confirmDisabled,
  onConfirm,
  onOpenChange,
}: ConfirmDialogProps) {
  return (
    <AlertDialogPrimitive.Root onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className={overlayClasses} />
        <AlertDialogPrimitive.Content className={cn(contentClasses, 'max-w-md')}>
          <AlertDialogPrimitive.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description className="text-sm text-slate-600">{description}</AlertDialogPrimitive.Description>
          {children}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel className={buttonClasses('outline')}>Cancel</AlertDialogPrimitive.Cancel>
            <AlertDialogPrimitive.Action className={buttonClasses(confirmVariant)} disabled={confirmDisabled} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialogPrimitive.Action>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}

type ConfirmDeleteButtonProps = Pick<
  ConfirmDialogProps,
  'title' | 'description' | 'children' | 'confirmDisabled' | 'onConfirm'
> & {
  /** The deletion is under way: the button waits. */
  pending: boolean;
};

/** A red Delete button that asks first: every deletion's confirmation. */
export function ConfirmDeleteButton({ pending, ...dialog }: ConfirmDeleteButtonProps) {
  return (
    <ConfirmDialog
      {...dialog}
      trigger={
        <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50" disabled={pending}>
          Delete
        </Button>
      }
      confirmLabel="Delete"
      confirmVariant="destructive"
    />
  );
}
