import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../../ui/i18n/i18n-context.tsx';
import { PageHeader } from '../../../../ui/layout/index.ts';
import { QuizList } from '../../../../ui/quiz/expert/index.ts';
import { type ExpertQuizApi, httpExpertQuizApi } from './expert-quiz-api.ts';

/** Query keys of the school's quiz list. */
export const expertQuizListKeys = {
  page: (page: number) => ['expert-quizzes', page] as const,
};

/** `/expert/quiz/list`: the school's quizzes, those with attempts on review first, each opening its attempts. */
export function ExpertQuizListPage({ api = httpExpertQuizApi }: { api?: ExpertQuizApi }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const quizzes = useQuery({
    queryKey: expertQuizListKeys.page(page),
    queryFn: () => api.quizzes({ page }),
    placeholderData: (previous) => previous,
  });
  return (
    <>
      <PageHeader title={t('expert.quiz_list_title')} description={t('expert.quiz_list_description')} />
      <QuizList
        state={quizzes.isError ? 'failed' : quizzes.data ? 'ready' : 'loading'}
        quizzes={quizzes.data?.rows ?? []}
        page={quizzes.data?.meta.current_page ?? page}
        lastPage={quizzes.data?.meta.last_page ?? 1}
        onPageChange={setPage}
        onRetry={() => quizzes.refetch()}
        hrefOf={(quizId) => `/expert/quiz/${quizId}/attempts`}
      />
    </>
  );
}
