import { API_PREFIX, type ExpertQuizApi, isReviewerOfQuiz } from '../../../../core/api/index.ts';
import { api } from '../../api.ts';

export {
  type ExpertAttemptList,
  type ExpertQuizApi,
  expertAttemptListSchema,
} from '../../../../core/api/index.ts';

/** The expert view's calls: the app's one client. */
export const httpExpertQuizApi: ExpertQuizApi = api.expertQuiz;

/** The download address of a stored file (the server's `/files/{uuid}/download`). */
export function fileDownloadUrl(uuid: string): string {
  return `${API_PREFIX}/files/${encodeURIComponent(uuid)}/download`;
}

/** Whether the signed-in user reviews this quiz: the quiz page then shows the expert view. */
export function reviewsQuiz(quizId: number): Promise<boolean> {
  return isReviewerOfQuiz(api.expertQuiz, quizId);
}
