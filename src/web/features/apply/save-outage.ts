import { useSyncExternalStore } from 'react';
import type { StepNo } from './steps-meta.ts';

// The step whose last save met a 503 (the service briefly down). Kept outside the step forms so
// the shared step layout can say so on every step without each form carrying the state.
let outageStep: StepNo | null = null;
const listeners = new Set<() => void>();

export function setSaveOutage(step: StepNo | null): void {
  outageStep = step;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function useSaveOutage(step: StepNo): boolean {
  return useSyncExternalStore(subscribe, () => outageStep === step, () => false);
}

export const SAVE_OUTAGE_MESSAGE =
  'We could not save this step just now. Your answers are kept on this page: please try again in a moment.';
