import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { cn } from '@/lib/cn';

/**
 * An item of a list that a link can name with `?{param}={id}` (an e-mail's link to the result or bootcamp the reader
 * acts on, e.g. /log-results?result=7): the named one is scrolled to and marked (`aria-current`). Its element id is
 * `{param}-{id}`.
 */
export function LinkedListItem({
  param,
  itemId,
  className,
  children,
}: {
  param: string;
  itemId: number;
  className?: string;
  children: ReactNode;
}) {
  const [params] = useSearchParams();
  const linked = params.get(param) === String(itemId);
  const item = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (linked) item.current?.scrollIntoView?.({ block: 'center' });
  }, [linked]);
  return (
    <li
      ref={item}
      id={`${param}-${itemId}`}
      aria-current={linked ? 'true' : undefined}
      className={cn(className, linked && 'rounded-lg ring-2 ring-amber-400 ring-offset-2')}
    >
      {children}
    </li>
  );
}
