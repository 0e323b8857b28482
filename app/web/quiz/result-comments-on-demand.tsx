import { type ReactNode, Suspense, use } from 'react';
import type { ResultCommentsContext } from '../../../core/comments/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { Spinner } from '../../../ui/primitives/index.ts';
import { loadOnce } from '../../../ui/quiz/load-once.ts';
import { LoadFailedBoundary } from '../../../ui/quiz/page/load-failed-boundary.tsx';

/** The comment threads' code (their machine, the recorders, dialogs), loaded when a result shows them. */
export const resultCommentsCode = loadOnce(() => import('../comments/result-comments.tsx'));

type Reader = 'student' | 'expert';

function ResultComments({
  reader,
  attemptId,
  questionId,
  context,
}: {
  reader: Reader;
  attemptId: number;
  questionId: number;
  context?: ResultCommentsContext;
}) {
  const code = resultCommentsCode.loaded() ?? use(resultCommentsCode.load());
  const render = reader === 'student' ? code.studentResultComments : code.expertResultComments;
  return <>{render(attemptId, questionId, context)}</>;
}

function CommentsLoading() {
  const { t } = useTranslation();
  return <Spinner size={20} label={t('comments.loading')} />;
}

function onDemand(reader: Reader) {
  return (attemptId: number, questionId: number, context?: ResultCommentsContext): ReactNode => (
    <LoadFailedBoundary>
      <Suspense fallback={<CommentsLoading />}>
        <ResultComments reader={reader} attemptId={attemptId} questionId={questionId} context={context} />
      </Suspense>
    </LoadFailedBoundary>
  );
}

/** The student's comment threads under a result's questions (app/web/comments/result-comments.tsx), loaded with the result. */
export const studentResultCommentsOnDemand = onDemand('student');

/** The expert's comment threads under a result's questions, loaded when the expert's review shows them. */
export const expertResultCommentsOnDemand = onDemand('expert');
