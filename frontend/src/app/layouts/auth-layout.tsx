import { Outlet } from 'react-router-dom';
import { Brand } from '@/components/brand';

/** Centered card layout for the signed-out screens. */
export function AuthLayout() {
  return (
    <div className="flex min-h-screen flex-col items-center bg-gradient-to-br from-emerald-50 via-white to-sky-50 px-4 py-10">
      <div className="mb-8">
        <Brand />
      </div>
      <main className="flex w-full justify-center">
        <Outlet />
      </main>
    </div>
  );
}
