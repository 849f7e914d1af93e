import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';

/** Screens load lazily; their chunk downloads behind the same 'Loading...' spinner. */
export function RouteSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullPageSpinner />}>{children}</Suspense>;
}
