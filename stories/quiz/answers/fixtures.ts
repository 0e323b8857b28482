import * as v from 'valibot';
import {
  type AttemptResult,
  type InterviewAggregate,
  type Question,
  type QuestionInput,
  type QuizFile,
  questionSchema,
  type ResultDisplayType,
} from '../../../core/api/quiz.ts';
import {
  type AnswerState,
  initialAnswerOf,
  type QuestionReview,
  reviewQuestion,
} from '../../../core/quiz/index.ts';

/** A question as the server sends it, defaults applied. */
export function makeQuestion(input: QuestionInput): Question {
  return v.parse(questionSchema, input);
}

/** A small SVG picture with a big Cyrillic letter, as a data address (stories run offline). */
export function letterPicture(letter: string, background: string, word = ''): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240"><rect width="320" height="240" fill="${background}"/><text x="160" y="${word ? 130 : 150}" font-family="Inter, Arial, sans-serif" font-size="${word ? 96 : 120}" font-weight="700" text-anchor="middle" fill="#fff">${letter}</text>${word ? `<text x="160" y="200" font-family="Inter, Arial, sans-serif" font-size="28" text-anchor="middle" fill="#fff" opacity="0.9">${word}</text>` : ''}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

let nextId = 9000;
const answer = (text: string, extra: Record<string, unknown> = {}) => ({ id: nextId++, text, ...extra });

/** The question fixtures of the answer and poll screens, about a Ukrainian course for beginners. */
export const questions = {
  single_answer: makeQuestion({
    id: 101,
    name: 'Which letter sounds like English "y" in "yes"?',
    type: { slug: 'single_answer' },
    answers: [answer('й', { is_correct: true }), answer('и'), answer('ж'), answer('ї')],
  }),
  multiple_answer: makeQuestion({
    id: 102,
    name: 'Which of these letters are vowels?',
    type: { slug: 'multiple_answer' },
    answers: [
      answer('а', { is_correct: true }),
      answer('о', { is_correct: true }),
      answer('б'),
      answer('є', { is_correct: true }),
      answer('т'),
    ],
  }),
  yes_no: makeQuestion({
    id: 103,
    name: 'Ukrainian has the letter ґ.',
    type: { slug: 'yes_no' },
    answers: [answer('Так', { is_correct: true }), answer('Ні')],
  }),
  text_graphic_answer: makeQuestion({
    id: 104,
    name: 'Which picture shows the word «кіт» (cat)?',
    type: { slug: 'text_graphic_answer' },
    answers: [
      answer('кіт', { image: { url: letterPicture('К', '#3965FF', 'кіт') } }),
      answer('пес', { image: { url: letterPicture('П', '#0f766e', 'пес') } }),
      answer('сир', { image: { url: letterPicture('С', '#b45309', 'сир') } }),
    ],
  }),
  likert_scale: makeQuestion({
    id: 105,
    name: 'The lesson on the alphabet was clear.',
    type: { slug: 'likert_scale' },
    likert_scale_type: 1,
    answers: [
      answer('Зовсім не згоден'),
      answer('Не згоден'),
      answer('Важко сказати'),
      answer('Згоден'),
      answer('Повністю згоден'),
    ],
  }),
  likert_scale_vertical: makeQuestion({
    id: 106,
    name: 'How often do you practise Ukrainian outside the course?',
    type: { slug: 'likert_scale' },
    likert_scale_type: 2,
    answers: [answer('Щодня'), answer('Кілька разів на тиждень'), answer('Раз на тиждень'), answer('Рідше')],
  }),
  interview: makeQuestion({
    id: 107,
    name: 'How do you learn new Ukrainian words best?',
    type: { slug: 'interview' },
    interview_type: 1,
    answers: [
      answer('Читаючи тексти'),
      answer('Слухаючи подкасти'),
      answer('Переписуючи від руки'),
      answer('Інше', { type: 2 }),
    ],
  }),
  interview_multiple: makeQuestion({
    id: 108,
    name: 'Which topics would you like in the next module?',
    type: { slug: 'interview' },
    interview_type: 2,
    answers: [
      answer('Їжа та кафе'),
      answer('Подорожі'),
      answer('Робота'),
      answer('Свята й традиції'),
      answer('Своя тема', { type: 2 }),
    ],
  }),
  rating: makeQuestion({
    id: 109,
    name: 'Rate the pronunciation videos.',
    type: { slug: 'rating' },
    grade_text_min: 'Poor',
    grade_text_max: 'Excellent',
    answers: ['1', '2', '3', '4', '5'].map((text) => answer(text)),
  }),
  reaction: makeQuestion({
    id: 110,
    name: 'How do you feel about reading Cyrillic now?',
    type: { slug: 'reaction' },
    answers: ['😍', '🙂', '😐', '😕', '😩'].map((text) => answer(text)),
  }),
  new_promoter_score: makeQuestion({
    id: 111,
    name: 'How likely are you to recommend this course to a friend?',
    type: { slug: 'new_promoter_score' },
    answers: Array.from({ length: 11 }, (_, score) => answer(String(score))),
  }),
  copy: makeQuestion({
    id: 112,
    name: 'Pick the letter that looks the same in Latin and Cyrillic and sounds the same.',
    type: { slug: 'copy' },
    answers: [answer('к', { is_correct: true }), answer('р'), answer('н')],
  }),
  competition: makeQuestion({
    id: 113,
    name: 'Quick! How many letters does the Ukrainian alphabet have?',
    type: { slug: 'competition' },
    answers: [answer('33', { is_correct: true }), answer('32'), answer('26')],
  }),
  mixed: makeQuestion({
    id: 114,
    name: 'Which of these are greetings?',
    type: { slug: 'mixed' },
    answers: [
      answer('привіт', { is_correct: true }),
      answer('добрий день', { is_correct: true }),
      answer('дякую'),
      answer('бувай'),
    ],
  }),
  default: makeQuestion({
    id: 115,
    name: 'Which letter is the soft sign?',
    type: { slug: 'default' },
    answers: [answer('ь', { is_correct: true }), answer('ъ'), answer('ы')],
  }),
  text_area: makeQuestion({
    id: 120,
    name: 'Write three sentences about your family in Ukrainian.',
    type: { slug: 'text_media_answer' },
    text_answer_type: { slug: 'area' },
    can_upload: true,
  }),
  text_input: makeQuestion({
    id: 121,
    name: 'How do you say "thank you" in Ukrainian?',
    type: { slug: 'text_media_answer' },
    text_answer_type: { slug: 'input' },
  }),
  text_email: makeQuestion({
    id: 122,
    name: 'Where should your tutor send the speaking feedback?',
    type: { slug: 'text_media_answer' },
    text_answer_type: { slug: 'email' },
  }),
  text_date: makeQuestion({
    id: 123,
    name: 'When is Ukrainian Independence Day this year?',
    type: { slug: 'text_media_answer' },
    text_answer_type: { slug: 'date' },
  }),
  text_none: makeQuestion({
    id: 124,
    name: 'Record yourself reading the tongue twister «Бобер добрий до бобренят».',
    type: { slug: 'text_media_answer' },
    text_answer_type: { slug: 'none' },
    can_upload: true,
    is_audio_comment_enabled: true,
    is_video_comment_enabled: true,
  }),
} satisfies Record<string, Question>;

/** A fixture's name. */
export type FixtureName = keyof typeof questions;

/** A file a learner attached. */
export const recordingFile: QuizFile = {
  uuid: 'f3b1c2d4-0001',
  url: 'https://files.example.com/bober.mp3',
  original_name: 'bober-dobryi.mp3',
  mime_type: 'audio/mpeg',
  process_status: 'completed',
};
export const essayFile: QuizFile = {
  uuid: 'f3b1c2d4-0002',
  url: 'https://files.example.com/moya-simya.pdf',
  original_name: 'моя-сімʼя.pdf',
  mime_type: 'application/pdf',
  process_status: 'completed',
};

/** The stored text and files of a text/media question. */
export function withStored(question: Question, text: string | null, files: QuizFile[] = []): Question {
  return { ...question, text_answer: text, upload_files: files };
}

/** Result rows of chosen options (the custom text rides on the custom option). */
export function choiceResults(question: Question, chosen: string[], customText?: string): AttemptResult[] {
  return chosen.map((text) => {
    const option = question.answers.find((candidate) => candidate.text === text);
    if (!option) throw new Error(`No option «${text}» in question ${question.id}`);
    return {
      quiz_question_id: question.id,
      quiz_answer_id: option.id,
      text_answer: option.type === 2 ? (customText ?? null) : null,
      files: [],
    };
  });
}

/** The result row of a text/media answer. */
export function textResults(
  question: Question,
  text: string | null,
  files: QuizFile[] = [],
): AttemptResult[] {
  return [{ quiz_question_id: question.id, text_answer: text, files }];
}

/** Poll figures spread over the options in this order (percents of 100). */
export function aggregates(question: Question, percents: number[], voters = 48): InterviewAggregate[] {
  return question.answers.map((option, index) => {
    const percent = percents[index] ?? 0;
    return { quiz_answer_id: option.id, percent, count: Math.round((percent / 100) * voters) };
  });
}

/** A question and its answer for the interactive mode. */
export function interactive(
  question: Question,
  results: AttemptResult[] = [],
): {
  question: Question;
  answer: AnswerState;
} {
  return { question, answer: initialAnswerOf(question, results) };
}

/** A question, its restored answer and its review, as the result screen gets them. */
export function reviewed(
  question: Question,
  results: AttemptResult[],
  displayType: ResultDisplayType,
  options: { correct?: boolean | null; aggregates?: InterviewAggregate[] } = {},
): { question: Question; answer: AnswerState; review: QuestionReview<unknown> } {
  const shown: Question = {
    ...question,
    attempt_question_result: options.correct === undefined ? null : { is_correct: options.correct },
  };
  return {
    question: shown,
    answer: initialAnswerOf(shown, results),
    review: reviewQuestion(shown, { displayType, results, aggregates: options.aggregates ?? [] }),
  };
}

/** Today in the stories: 22 November 2026, so the calendar looks the same every day. */
export const STORY_TODAY = { year: 2026, month: 11, day: 22 };
