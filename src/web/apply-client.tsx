// The application screens' client (decision 032), loaded by the /apply shell in place of React
// Router's: the screen of the address is fetched first, so the shell's skeleton stays on screen
// until the real screen replaces it in one step.
import { createRoot } from 'react-dom/client';
import { ApplyApp, preloadScreen } from '#web/features/apply/apply-app.tsx';
import { APPLY_ROOT_ID } from '#web/lib/spa-shell.ts';

const container = document.getElementById(APPLY_ROOT_ID);
if (container) {
  // A screen that fails to load is drawn by the app's error boundary, not left as a skeleton.
  void preloadScreen(window.location.pathname)
    .catch(() => undefined)
    .then(() => createRoot(container).render(<ApplyApp />));
}
