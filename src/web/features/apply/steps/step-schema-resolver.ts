import '#web/lib/zod-browser.ts';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { StepNo } from '#shared/application/step-meta.ts';
import { STEPS, type StepInput, type StepOutput } from '#shared/application/steps.ts';

/**
 * A step's shared schema as a react-hook-form resolver. Loaded by `step-resolver.ts` when a field
 * is first checked, not with the screen: zod and the seven schemas stay out of the first load
 * (decision 107); the server renders and checks the step without it.
 */
export const schemaResolver = <N extends StepNo>(step: N) =>
  zodResolver(STEPS[step].schema as never) as unknown as Resolver<StepInput<N>, unknown, StepOutput<N>>;
