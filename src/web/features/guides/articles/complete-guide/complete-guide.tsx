import { CompleteGuideBasics } from './complete-guide-basics.tsx';
import { CompleteGuideChoosing } from './complete-guide-choosing.tsx';
import { CompleteGuideCosts } from './complete-guide-costs.tsx';

/** The 12-minute complete guide, kept as three section files so each stays short. */
export function CompleteGuideArticle() {
  return (
    <>
      <CompleteGuideBasics />
      <CompleteGuideCosts />
      <CompleteGuideChoosing />
    </>
  );
}
