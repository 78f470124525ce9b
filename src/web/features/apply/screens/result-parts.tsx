import type { ReactNode } from 'react';

/** Shared by the result states (result-screen.tsx, technical-error.tsx). */
export const button = 'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 font-semibold';

export function Heading({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <>
      {icon}
      <h1 className="mt-4 text-3xl font-bold text-brand-900">{children}</h1>
    </>
  );
}
