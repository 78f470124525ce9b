import { ResultScreen } from '#web/features/apply/result-screen.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';

export const meta = () => applyMeta('Your result', '/apply/result');

export default function ApplyResult() {
  return <ResultScreen />;
}
