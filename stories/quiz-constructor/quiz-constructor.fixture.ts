import * as v from 'valibot';
import type { ConstructorQuiz, QuizPlace } from '../../app/web/quiz-constructor/quiz-constructor-api.ts';
import { type QuestionInput, questionSchema } from '../../core/api/quiz.ts';

const makeQuestion = (input: QuestionInput) => v.parse(questionSchema, input);

/** The school's courses with lessons, as the creation modal lists them. */
export const quizPlaces: QuizPlace[] = [
  {
    id: 1,
    title: 'Ukrainian for beginners',
    lessons: [
      { id: 5, title: 'The Cyrillic alphabet' },
      { id: 6, title: 'Greetings' },
    ],
  },
  { id: 2, title: 'Empty course', lessons: [] },
  { id: 3, title: 'Thirty-day speaking marathon', lessons: [{ id: 40, title: 'Day 1: introduce yourself' }] },
];

/** A quiz as the constructor reads it: options, and three questions, two of them with a problem. */
export const constructorQuiz: ConstructorQuiz = {
  id: 7,
  lesson_id: 5,
  info_unit_id: null,
  position: 0,
  name: 'Alphabet check',
  type_slug: null,
  is_name_enabled: true,
  questions_display_type_id: 1,
  reanswer_type: 2,
  return_to_previous_type: 2,
  navigation_type_id: 1,
  finish_type_id: 2,
  is_allow_clear: false,
  type_show_question_result_attempt: 2,
  result_type_show: 'only_correct_or_not',
  result_is_show: true,
  questions_numeration_type: 1,
  is_checkpoint: false,
  start_type: 1,
  start_info_text: null,
  start_info_button: null,
  timer_duration: 330,
  timer_type: 1,
  estimate_is_on: true,
  estimate_is_show: true,
  common_scores_min: 2,
  common_scores_max: 3,
  attempt_limit: 3,
  attempt_limit_text: null,
  passed_text: 'Well done!',
  failed_text: null,
  attempt_comment_type: 1,
  comment_versioning_type: null,
  versioning_type_id: null,
  opens_at: null,
  closes_at: null,
  questions: [
    makeQuestion({
      id: 31,
      name: 'Which letter sounds like "y" in "yes"?',
      type: { slug: 'single_answer' },
      answers: [
        { id: 1, text: 'Й', is_correct: true },
        { id: 2, text: 'И', is_correct: false },
      ],
    }),
    makeQuestion({
      id: 32,
      name: 'Pick the vowel',
      type: { slug: 'single_answer' },
      answers: [
        { id: 3, text: 'А', is_correct: false },
        { id: 4, text: 'Б', is_correct: false },
      ],
    }),
    makeQuestion({
      id: 33,
      name: null,
      type: { slug: 'fill_gaps' },
      statements: [
        {
          id: 9,
          text: 'Добрий [gap], як [gap]?',
          answer_groups: [{ id: 90, type_id: 1 }],
          answers: [{ id: 5, text: 'день', is_correct: true, quiz_answer_group_id: 90 }],
        },
      ],
    }),
  ],
};
