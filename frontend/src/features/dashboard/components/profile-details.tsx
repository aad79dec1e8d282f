import type { ReactNode } from 'react';

export function ProfileDetails({ items }: { items: Array<{ label: string; value: ReactNode }> }) {
  return (
    <dl className="grid gap-3">
      {items.map((item) => (
        <div key={item.label} className="grid grid-cols-3 gap-2 text-sm">
          <dt className="text-slate-500">{item.label}</dt>
          <dd className="col-span-2 break-words text-slate-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
