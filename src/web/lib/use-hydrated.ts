import { startTransition, useEffect, useState } from 'react';

/** Set by the first screen that hydrates: a screen mounted after it starts hydrated. */
let hydratedOnce = false;

/**
 * False while the server renders and the browser hydrates; true once the screen's script runs.
 * The change after hydration is a transition (decision 110): React renders the screen again in
 * slices between the browser's own work, instead of in one blocking task as a hydration
 * mismatch of `useSyncExternalStore` would.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydratedOnce);
  useEffect(() => {
    hydratedOnce = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
