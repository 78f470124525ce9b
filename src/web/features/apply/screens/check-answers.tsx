import { STEP_META } from '#shared/application/step-meta.ts';
import { Link, useNavigate } from 'react-router';
import { answerSections } from '#shared/application/answer-rows.ts';
import { useDraft } from '../draft/fetch.ts';
import { StepLayout } from '../ui/step-layout.tsx';
import { CHANGE_PARAM } from '../steps-meta.ts';

const LAYOUT = {
  step: 7,
  title: 'Check your answers',
  subtitle: 'Make sure everything is right before you agree and submit. You can change any answer.',
  review: { progressLabel: 'Check your answers', backPath: STEP_META[6].path },
} as const;

/**
 * "Check your answers" before consent (GOV.UK pattern): every answer of steps 1-6 by section, each
 * with a Change link to its step that comes back here after Continue.
 */
export function CheckAnswers() {
  const draft = useDraft();
  const navigate = useNavigate();
  const sections = answerSections({ ...draft.data });
  return (
    <StepLayout
      {...LAYOUT}
      canContinue
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(STEP_META[7].path);
      }}
    >
      {sections.map((section) => (
        <section key={section.step} aria-labelledby={`answers-${section.step}`}>
          <h2 id={`answers-${section.step}`} className="text-lg font-bold text-brand-900">
            {section.title}
          </h2>
          <dl className="mt-2 divide-y divide-slate-200 border-y border-slate-200">
            {section.rows.map((row) => (
              <div
                key={row.label}
                className={
                  // minmax(0, …): a long email or address wraps inside the column instead of widening it
                  // past a 375 px screen (issue 27.10).
                  'grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 py-3 ' +
                  'sm:grid-cols-[14rem_minmax(0,1fr)_auto]'
                }
              >
                <dt className="font-semibold text-slate-900">{row.label}</dt>
                <dd className="col-start-1 text-slate-800 [overflow-wrap:anywhere] sm:col-start-2 sm:row-start-1">
                  {row.value ? <Breakable text={row.value} /> : 'Not answered'}
                </dd>
                <dd className="col-start-2 row-start-1 text-right sm:col-start-3">
                  <Link
                    to={`${STEP_META[section.step].path}?${CHANGE_PARAM}=check`}
                    className="font-semibold text-brand-700 underline"
                  >
                    Change<span className="sr-only"> {row.label}</span>
                  </Link>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </StepLayout>
  );
}

/** An email may break after its @ first (`name@` / `example.com`), before breaking anywhere. */
function Breakable({ text }: { text: string }) {
  const at = text.indexOf('@');
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at + 1)}
      <wbr />
      {text.slice(at + 1)}
    </>
  );
}
