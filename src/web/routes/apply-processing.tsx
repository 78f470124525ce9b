import { ProcessingScreen } from '#web/features/apply/processing-screen.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';

export const meta = () => applyMeta('Finding your lender', '/apply/processing');

export default function ApplyProcessing() {
  return <ProcessingScreen />;
}
