import { lazy, Suspense } from 'react';
import type { AnswerStepProps } from './AnswerSteps';

/**
 * Steps 3 to 6 load as a chunk of their own when one is first shown: the page's first script (step 1,
 * the step list, the shell) stays within the application screens' budget, and these steps are never
 * in the pre-rendered HTML (only step 1 is).
 */
const AnswerSteps = lazy(() => import('./AnswerSteps').then((m) => ({ default: m.AnswerSteps })));

export function AnswerStep(props: AnswerStepProps) {
  return (
    <Suspense fallback={<p className="hint">{props.t('flow.loading')}</p>}>
      <AnswerSteps {...props} />
    </Suspense>
  );
}
