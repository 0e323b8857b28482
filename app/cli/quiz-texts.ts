import { type ApiClient, DEFAULT_LANGUAGE, type Language } from '../../core/api/index.ts';
import { type TranslateParams, translate } from '../../core/i18n/index.ts';

/** A text of the web app's `quiz` and `questions` groups, by key (`quiz.banner_correct`). */
export type QuizTexts = (key: string, params?: TranslateParams) => string;

/**
 * The interface texts the quiz page shows, fetched from the server like the web app's, so the terminal
 * says "Correct", "Answer saved" or "Passed" in the very words (and language) of the page.
 */
export async function loadQuizTexts(client: ApiClient, language: Language): Promise<QuizTexts> {
  const groups = ['quiz', 'questions'] as const;
  const current = (await client.translationGroups(groups, language)).data;
  const fallback =
    language === DEFAULT_LANGUAGE
      ? undefined
      : (await client.translationGroups(groups, DEFAULT_LANGUAGE)).data;
  return (key, params) => translate(language, { current, ...(fallback ? { fallback } : {}) }, key, params);
}
