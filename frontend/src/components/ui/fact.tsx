import type { ReactNode } from 'react';

/** One labelled value in a `<dl>` of tournament facts. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** A titled block of free text (description, rules) that keeps the organizer's line breaks. */
export function TextSection({ title, text, as: Heading = 'h3' }: { title: string; text: string; as?: 'h2' | 'h3' }) {
  return (
    <div>
      <Heading className="text-sm font-semibold text-slate-900">{title}</Heading>
      <p className="mt-1 text-sm whitespace-pre-line text-slate-600">{text}</p>
    </div>
  );
}
