import type { ReactNode } from 'react';
import { Card, CardDescription } from '@/components/ui/card';

export function AuthCard({
  title,
  description,
  children,
  wide,
}: {
  title: string;
  description: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Card className={wide ? 'w-full max-w-3xl p-6' : 'w-full max-w-md p-6'}>
      <div className="mb-6 flex flex-col items-center gap-1 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <CardDescription>{description}</CardDescription>
      </div>
      {children}
    </Card>
  );
}
