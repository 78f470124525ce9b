import { useSyncExternalStore } from 'react';
import type { StepNo } from '../steps-meta.ts';

// The step whose last save met a problem the applicant must read before going on: a 503 (the
// service briefly down) or a refusal (409, already submitted) with the server's message. Kept
// outside the step forms so the shared step layout can say so on every step.
let problem: { step: StepNo; message: string } | null = null;
const listeners = new Set<() => void>();

export function setSaveProblem(step: StepNo, message: string | null): void {
  problem = message === null ? null : { step, message };
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function useSaveProblem(step: StepNo): string | null {
  return useSyncExternalStore(
    subscribe,
    () => (problem?.step === step ? problem.message : null),
    () => null,
  );
}

export const SAVE_OUTAGE_MESSAGE =
  'We could not save this step just now. Your answers are kept on this page: please try again in a moment.';
