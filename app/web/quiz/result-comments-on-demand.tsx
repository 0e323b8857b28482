import { type ComponentType, type ReactNode, Suspense } from 'react';
import type { ResultCommentsContext } from '../../../core/comments/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { Spinner } from '../../../ui/primitives/index.ts';
import { loadOnce } from '../../../ui/quiz/load-once.ts';
import { onDemand } from '../../../ui/quiz/on-demand.tsx';
import { LoadFailedBoundary } from '../../../ui/quiz/page/load-failed-boundary.tsx';

/** The comment threads' code (their machine, the recorders, dialogs), loaded when a result shows them. */
export const resultCommentsCode = loadOnce(() => import('../comments/result-comments.tsx'));

type Reader = 'student' | 'expert';

interface ResultCommentsProps {
  reader: Reader;
  attemptId: number;
  questionId: number;
  context?: ResultCommentsContext;
}

let loadedComments: ComponentType<ResultCommentsProps> | null = null;

const ResultComments = onDemand(resultCommentsCode, (code) => {
  loadedComments ??= function LoadedResultComments({
    reader,
    attemptId,
    questionId,
    context,
  }: ResultCommentsProps) {
    const render = reader === 'student' ? code.studentResultComments : code.expertResultComments;
    return <>{render(attemptId, questionId, context)}</>;
  };
  return loadedComments;
});

function CommentsLoading() {
  const { t } = useTranslation();
  return <Spinner size={20} label={t('comments.loading')} />;
}

function commentsFor(reader: Reader) {
  return (attemptId: number, questionId: number, context?: ResultCommentsContext): ReactNode => (
    <LoadFailedBoundary>
      <Suspense fallback={<CommentsLoading />}>
        <ResultComments reader={reader} attemptId={attemptId} questionId={questionId} context={context} />
      </Suspense>
    </LoadFailedBoundary>
  );
}

/** The student's comment threads under a result's questions (app/web/comments/result-comments.tsx), loaded with the result. */
export const studentResultCommentsOnDemand = commentsFor('student');

/** The expert's comment threads under a result's questions, loaded when the expert's review shows them. */
export const expertResultCommentsOnDemand = commentsFor('expert');
