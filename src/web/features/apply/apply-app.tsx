import {
  Component as ReactComponent,
  lazy,
  Suspense,
  useEffect,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { applyTitle, spaTitleOf } from '#shared/spa-titles.ts';
import { ApplyLayout } from './apply-layout.tsx';
import { STEP_META } from '#shared/application/step-meta.ts';
import { CHECK_ANSWERS_PATH, PROCESSING_PATH, RESUBMIT_PATH, RESULT_PATH } from './steps-meta.ts';
import { ApplyRouter, Link, useLocation } from './router.tsx';

type Screen = { load: () => Promise<ComponentType>; Component: LazyExoticComponent<ComponentType> };

const screen = (load: () => Promise<ComponentType>): Screen => ({
  load,
  Component: lazy(async () => ({ default: await load() })),
});

/** Each screen its own chunk, loaded when reached (issue 13). */
const SCREENS: Record<string, Screen> = {
  [STEP_META[1].path]: screen(async () => (await import('./steps/loan-step.tsx')).LoanStep),
  [STEP_META[2].path]: screen(async () => (await import('./steps/personal-step.tsx')).PersonalStep),
  [STEP_META[3].path]: screen(async () => (await import('./steps/address-step.tsx')).AddressStep),
  [STEP_META[4].path]: screen(async () => (await import('./steps/employment-step.tsx')).EmploymentStep),
  [STEP_META[5].path]: screen(async () => (await import('./steps/bank-step.tsx')).BankStep),
  [STEP_META[6].path]: screen(async () => (await import('./steps/expenses-step.tsx')).ExpensesStep),
  [CHECK_ANSWERS_PATH]: screen(async () => (await import('./screens/check-answers.tsx')).CheckAnswers),
  [STEP_META[7].path]: screen(async () => (await import('./steps/consent-step.tsx')).ConsentStep),
  [PROCESSING_PATH]: screen(async () => (await import('./screens/processing-screen.tsx')).ProcessingScreen),
  [RESUBMIT_PATH]: screen(async () => (await import('./screens/resubmit-screen.tsx')).ResubmitScreen),
  [RESULT_PATH]: screen(async () => (await import('./screens/result-screen.tsx')).ResultScreen),
};

const screenOf = (pathname: string): Screen | undefined => SCREENS[pathname.replace(/\/+$/, '') || '/'];

/** Loads the screen of an address before the first render, so the shell's skeleton stays until it can be drawn. */
export const preloadScreen = async (pathname: string): Promise<void> => {
  await screenOf(pathname)?.load();
};

function NotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-brand-900">Page not found</h1>
      <p className="mt-4 text-slate-700">There is no application screen at this address.</p>
      <p className="mt-6">
        <Link to={STEP_META[1].path} className="font-semibold text-brand-700 underline">
          Start or continue your application
        </Link>
      </p>
    </div>
  );
}

/** A screen that cannot be drawn (its script did not load, or it failed): what to do, not a blank page. */
class ScreenError extends ReactComponent<{ children: ReactNode; pathname: string }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  override componentDidUpdate(previous: { pathname: string }) {
    if (previous.pathname !== this.props.pathname && this.state.failed) this.setState({ failed: false });
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="mx-auto max-w-2xl px-4 py-16" role="alert">
        <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
        <p className="mt-4">
          Please reload the page to try again, or{' '}
          <a className="text-brand-700 underline" href="/contact">
            contact us
          </a>{' '}
          if it keeps happening. Your saved answers are kept.
        </p>
      </div>
    );
  }
}

function CurrentScreen() {
  const { pathname } = useLocation();
  const known = screenOf(pathname);
  useEffect(() => {
    document.title = known ? spaTitleOf(pathname) : applyTitle('Page not found');
  }, [known, pathname]);
  const Component = known?.Component ?? NotFound;
  return (
    <ScreenError pathname={pathname}>
      <Suspense fallback={null}>
        <Component />
      </Suspense>
    </ScreenError>
  );
}

/** The application screens: one client of their own, without the site's router (decision 032). */
export function ApplyApp() {
  return (
    <ApplyRouter>
      <ApplyLayout>
        <CurrentScreen />
      </ApplyLayout>
    </ApplyRouter>
  );
}
