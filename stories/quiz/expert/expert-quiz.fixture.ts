import * as v from 'valibot';
import {
  type Attempt,
  attemptSchema,
  type ExpertQuiz,
  type Question,
  questionSchema,
} from '../../../core/api/quiz.ts';
import { historyStrip } from '../../../core/quiz/index.ts';
import type {
  ExpertAttemptRow,
  GivenAnswer,
  PollBar,
  QuestionResultProps,
} from '../../../ui/quiz/expert/index.ts';

/** Pictures drawn inline, so stories need no network. */
const picture = (fill: string, letter: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="8" fill="${fill}"/><text x="24" y="32" font-size="24" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`,
  )}`;

/** The attempt under review in the stories and specs. */
export const REVIEWED_ATTEMPT_ID = 412;

/** The time zone the stories and specs show dates in. */
export const FIXTURE_TIME_ZONE = 'Europe/Kyiv';

/** Students' attempts as the list shows them. */
export const attemptRows: ExpertAttemptRow[] = [
  {
    id: REVIEWED_ATTEMPT_ID,
    statusId: 6,
    scores: 4,
    finishedAt: '2026-11-21T16:42:00Z',
    student: { id: 7, name: 'Taras Melnyk', bgColor: '#3965ff' },
  },
  {
    id: 409,
    statusId: 6,
    scores: 3,
    finishedAt: '2026-11-21T09:05:00Z',
    student: { id: 8, name: 'Олена Коваль', avatarUrl: picture('#e91e63', 'О') },
  },
  {
    id: 398,
    statusId: 3,
    scores: 1,
    finishedAt: '2026-11-19T18:30:00Z',
    student: { id: 9, name: 'Maria Lopez' },
  },
  {
    id: 377,
    statusId: 1,
    scores: 6,
    finishedAt: '2026-11-18T12:00:00Z',
    student: { id: 10, name: 'Ivan Petrenko' },
  },
  {
    id: 360,
    statusId: 2,
    scores: 0,
    finishedAt: '2026-11-17T08:15:00Z',
    student: { id: 11, name: 'Anna Schmidt' },
  },
  { id: 355, statusId: 5, scores: null, finishedAt: null, student: { id: 12, name: 'Dmytro Bondar' } },
];

/** The reviewed attempt as the attempt call answers it. */
export function reviewedAttempt(statusId: Attempt['status_id'] = 6): Attempt {
  return v.parse(attemptSchema, {
    id: REVIEWED_ATTEMPT_ID,
    status_id: statusId,
    scores: 4,
    finished_at: statusId === 5 ? null : '2026-11-21T16:42:00Z',
    count_questions: 3,
  });
}

/** A written answer with an attached file (needs the expert). */
export const writtenQuestion: Question = v.parse(questionSchema, {
  id: 31,
  name: 'Which letter was the hardest to read, and why?',
  type: { slug: 'text_media_answer' },
  text_answer_type_id: 3,
  can_upload: true,
  comments_count: 2,
  results_versions: [0, 2, 2],
});

/** A single-answer question with pictures (the key is shown). */
export const pictureQuestion: Question = v.parse(questionSchema, {
  id: 32,
  name: 'Which letter sounds like "sh"?',
  type: { slug: 'single_answer' },
  answers: [
    { id: 321, text: 'Ш', is_correct: true, image: { url: picture('#2e7d32', 'Ш') } },
    { id: 322, text: 'Щ', is_correct: false, image: { url: picture('#c62828', 'Щ') } },
  ],
  results_versions: [0, 1, 1, null],
});

/** A poll: the figures over every finished attempt. */
export const pollQuestion: Question = v.parse(questionSchema, {
  id: 33,
  name: 'How did you learn the alphabet?',
  type: { slug: 'interview' },
  interview_type: 1,
  answers: [
    { id: 331, text: 'With the lesson video' },
    { id: 332, text: 'With flash cards' },
    { id: 333, text: 'Another way', type: 2 },
  ],
  results_versions: [2],
});

const written: GivenAnswer[] = [
  {
    id: 901,
    attemptId: REVIEWED_ATTEMPT_ID,
    text: 'The soft sign ь: it has no sound of its own,\nso I kept reading it as a vowel.',
    option: null,
    isCorrect: null,
    files: [
      {
        uuid: 'f-1',
        url: picture('#6d4c41', 'ь'),
        original_name: 'my-notes.png',
        mime_type: 'image/png',
      },
      { uuid: 'f-2', url: '/files/reading.mp3', original_name: 'reading.mp3', mime_type: 'audio/mpeg' },
    ],
    updatedAt: '2026-11-21T16:40:00Z',
  },
  {
    id: 850,
    attemptId: 377,
    text: 'Щ, because it is two sounds.',
    option: null,
    isCorrect: null,
    files: [],
    updatedAt: '2026-11-18T11:58:00Z',
  },
];

const chosen: GivenAnswer[] = [
  {
    id: 902,
    attemptId: REVIEWED_ATTEMPT_ID,
    text: null,
    option: { text: 'Ш', imageUrl: picture('#2e7d32', 'Ш') },
    isCorrect: true,
    files: [],
    updatedAt: '2026-11-21T16:41:00Z',
  },
  {
    id: 851,
    attemptId: 377,
    text: null,
    option: { text: 'Щ', imageUrl: picture('#c62828', 'Щ') },
    isCorrect: false,
    files: [],
    updatedAt: '2026-11-18T11:59:00Z',
  },
];

/** Poll bars of the poll question. */
export const pollBars: PollBar[] = [
  { answerId: 331, label: 'With the lesson video', percent: 62.5, count: 5 },
  { answerId: 332, label: 'With flash cards', percent: 25, count: 2 },
  { answerId: 333, label: 'Own answer', percent: 12.5, count: 1 },
];

/** The result widgets of the reviewed attempt, as the view builds them. */
export function questionResults(loading = false): QuestionResultProps[] {
  const base = { attemptId: REVIEWED_ATTEMPT_ID, timeZone: FIXTURE_TIME_ZONE, screenFor: () => undefined };
  return [
    {
      ...base,
      number: 1,
      question: writtenQuestion,
      history: historyStrip(writtenQuestion.results_versions),
      keyAnswers: loading ? null : [],
      givenAnswers: loading ? null : written,
    },
    {
      ...base,
      number: 2,
      question: pictureQuestion,
      history: historyStrip(pictureQuestion.results_versions),
      keyAnswers: loading ? null : [{ text: 'Ш', imageUrl: picture('#2e7d32', 'Ш') }],
      givenAnswers: loading ? null : chosen,
    },
    {
      ...base,
      number: 3,
      question: pollQuestion,
      history: historyStrip(pollQuestion.results_versions),
      keyAnswers: loading ? null : [],
      givenAnswers: loading
        ? null
        : [
            {
              id: 903,
              attemptId: REVIEWED_ATTEMPT_ID,
              text: null,
              option: { text: 'With the lesson video', imageUrl: null },
              isCorrect: null,
              files: [],
              updatedAt: '2026-11-21T16:42:00Z',
            },
          ],
      pollBars,
    },
  ];
}

/** The school's quizzes as `GET /expert/quizzes` lists them: those with attempts on review first. */
export const schoolQuizzes: ExpertQuiz[] = [
  {
    id: 3,
    name: 'Reading aloud: your hardest letter',
    lesson_id: 5,
    info_unit_id: null,
    course: { id: 1, title: 'Ukrainian for beginners' },
    lesson: { id: 5, title: 'The Cyrillic alphabet' },
    questions_count: 3,
    attempts_count: 14,
    on_review_count: 4,
  },
  {
    id: 7,
    name: 'Alphabet check: every question type',
    lesson_id: 5,
    info_unit_id: null,
    course: { id: 1, title: 'Ukrainian for beginners' },
    lesson: { id: 5, title: 'The Cyrillic alphabet' },
    questions_count: 21,
    attempts_count: 1,
    on_review_count: 1,
  },
  {
    id: 9,
    name: 'Greetings in a minute',
    lesson_id: 6,
    info_unit_id: 40,
    course: { id: 1, title: 'Ukrainian for beginners' },
    lesson: { id: 6, title: 'Saying hello' },
    questions_count: 5,
    attempts_count: 0,
    on_review_count: 0,
  },
];
