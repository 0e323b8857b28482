import type { Question } from '../../../core/api/quiz.ts';
import type {
  QuestionDocument,
  QuizOptionsRequest,
  RescoreSummary,
} from '../../../core/api/quiz-authoring.ts';
import { api } from '../api.ts';

/** A quiz with its questions as the constructor reads it. */
export type ConstructorQuiz = Awaited<ReturnType<typeof api.authoring.quiz>>['data'];

/** A course of the school with its lessons (where a new quiz can go). */
export interface QuizPlace {
  id: number;
  title: string;
  lessons: { id: number; title: string }[];
}

/** The constructor screens' calls, over the app's one client (specs pass fakes). */
export interface QuizConstructorApi {
  /** The school's courses and marathons with their lessons. */
  places(): Promise<QuizPlace[]>;
  createQuiz(lessonId: number, name: string): Promise<ConstructorQuiz>;
  copyQuiz(quizId: number, name: string): Promise<ConstructorQuiz>;
  deleteQuiz(quizId: number): Promise<void>;
  quiz(quizId: number): Promise<ConstructorQuiz>;
  saveOptions(quizId: number, options: QuizOptionsRequest): Promise<ConstructorQuiz>;
  addQuestion(quizId: number, doc: QuestionDocument): Promise<Question>;
  /** Re-saves a question: rows that carry their id keep it. */
  saveQuestion(questionId: number, doc: QuestionDocument): Promise<Question>;
  deleteQuestion(questionId: number): Promise<void>;
  /** How many student attempts answered the question. */
  answeredAttempts(questionId: number): Promise<number>;
  /** Scores the stored answers to the question again by its key as it now is. */
  rescoreQuestion(questionId: number): Promise<RescoreSummary>;
  orderQuestions(quizId: number, ids: number[]): Promise<Question[]>;
}

/** The constructor's calls through `api.authoring` and the editor's course lookup. */
export const httpQuizConstructorApi: QuizConstructorApi = {
  async places() {
    const [courses, marathons] = await Promise.all([
      api.lessonEditor.courses({ type_id: 1 }),
      api.lessonEditor.courses({ type_id: 2 }),
    ]);
    return [...courses, ...marathons].map((course) => ({
      id: course.id,
      title: course.title,
      lessons: course.lessons.map((lesson) => ({ id: lesson.id, title: lesson.title })),
    }));
  },
  createQuiz: async (lessonId, name) => (await api.authoring.createQuiz(lessonId, { name })).data,
  copyQuiz: async (quizId, name) => (await api.authoring.copyQuiz(quizId, { name })).data,
  deleteQuiz: async (quizId) => {
    await api.authoring.deleteQuiz(quizId);
  },
  quiz: async (quizId) => (await api.authoring.quiz(quizId)).data,
  saveOptions: async (quizId, options) => (await api.authoring.saveQuizOptions(quizId, options)).data,
  addQuestion: async (quizId, doc) => (await api.authoring.addQuestion(quizId, doc)).data,
  saveQuestion: async (questionId, doc) => (await api.authoring.saveQuestion(questionId, doc)).data,
  deleteQuestion: async (questionId) => {
    await api.authoring.deleteQuestion(questionId);
  },
  answeredAttempts: async (questionId) => (await api.authoring.rescoreSummary(questionId)).data.attempts,
  rescoreQuestion: async (questionId) => (await api.authoring.rescoreQuestion(questionId)).data,
  orderQuestions: async (quizId, ids) => (await api.authoring.orderQuestions(quizId, { ids })).data,
};
