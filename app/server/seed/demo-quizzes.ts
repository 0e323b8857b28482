import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import { and, asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { questionDocumentSchema, quizOptionsSchema } from '../../../core/api/quiz-authoring.ts';
import { schoolId } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import { cabinets, courses, files, infoSections, infoUnits, lessons, quizzes, users } from '../db/schema.ts';
import { recordFinishedUpload } from '../files/file-records.ts';
import { quizColumns, seedQuestion } from '../quiz/quiz-authoring.ts';
import { DEMO_ACCOUNTS, DEMO_COURSE, DEMO_SCHOOL } from './demo-data.ts';
import { DEMO_MEDIA, type DemoMediaDeps } from './demo-media.ts';

/** The demo quiz's description image (fixed, so a second start finds it). */
export const DEMO_QUIZ_IMAGE = { uuid: '7c1f3e52-3a0b-4d3e-9f0e-2f6b1c8d9a41', name: 'flag-of-ukraine.png' };

/** A PNG of the flag of Ukraine (blue over yellow), made here so the seed needs no tool. */
export function demoFlagPng(width = 240, height = 160): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const [r, g, b] = y < height / 2 ? [0, 87, 183] : [255, 215, 0];
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Stores the demo quiz's description image as the demo expert's upload in the demo school (the video
 * beside it is the demo lesson's, demo-media.ts). Idempotent; never throws. Answers whether it stored it.
 */
export async function seedDemoQuizImage(db: Db, deps: DemoMediaDeps): Promise<boolean> {
  try {
    const [known] = await db.select({ id: files.id }).from(files).where(eq(files.uuid, DEMO_QUIZ_IMAGE.uuid));
    if (known) return false;
    const [place] = await db
      .select({ userId: users.id, schoolId: cabinets.id })
      .from(users)
      .innerJoin(cabinets, and(eq(cabinets.ownerId, users.id), eq(cabinets.name, DEMO_SCHOOL.name)))
      .where(eq(users.email, DEMO_ACCOUNTS.expert.email))
      .limit(1);
    if (!place) return false;
    const { size } = await deps.storage.write(DEMO_QUIZ_IMAGE.uuid, Readable.from([demoFlagPng()]));
    await recordFinishedUpload(
      { db, storage: deps.storage },
      {
        uuid: DEMO_QUIZ_IMAGE.uuid,
        userId: place.userId,
        cabinetId: schoolId(place.schoolId),
        model: 'courseLesson',
        name: DEMO_QUIZ_IMAGE.name,
        declaredType: 'image/png',
        size,
        storageKey: DEMO_QUIZ_IMAGE.uuid,
        convertMedia: true,
      },
    );
    return true;
  } catch (error) {
    deps.logger.warn({ err: error }, 'the demo quiz image could not be stored; its question shows none');
    return false;
  }
}

/** The demo lesson's video (demo-media.ts), shown again under a quiz question's description. */
const DEMO_VIDEO_UUID = DEMO_MEDIA.find((media) => media.typeId === 2)!.uuid;

const choice = (
  slug: string,
  name: string,
  options: [string, boolean][],
  extra: Record<string, unknown> = {},
) => ({
  type_slug: slug,
  name,
  answers: options.map(([text, isCorrect], index) => ({ ref: index, text, is_correct: isCorrect })),
  ...extra,
});

/** A question of every type, about the alphabet lesson. */
const EVERY_TYPE = [
  choice('single_answer', 'Which letter sounds like English "y" in "yes"?', [
    ['й', true],
    ['и', false],
    ['ж', false],
  ]),
  choice('multiple_answer', 'Which of these are vowels?', [
    ['а', true],
    ['о', true],
    ['б', false],
    ['т', false],
  ]),
  choice('yes_no', 'Ukrainian has the letter ґ.', [
    ['Yes', true],
    ['No', false],
  ]),
  choice('copy', 'Pick the letter that is the same in Latin and Cyrillic.', [
    ['к', true],
    ['д', false],
  ]),
  choice('competition', 'Fastest answer: how many letters are in the Ukrainian alphabet?', [
    ['33', true],
    ['32', false],
  ]),
  choice('mixed', 'Which words are greetings?', [
    ['привіт', true],
    ['добрий день', true],
    ['дякую', false],
  ]),
  choice('default', 'Which letter is a soft sign?', [
    ['ь', true],
    ['ъ', false],
  ]),
  choice('text_graphic_answer', 'Write one word you can already read.', [['I wrote a word', false]]),
  choice(
    'interview',
    'How do you learn best?',
    [
      ['Reading', false],
      ['Listening', false],
      ['Writing', false],
    ],
    { interview_type: 1 },
  ),
  choice(
    'likert_scale',
    'The alphabet lesson was clear.',
    [
      ['Disagree', false],
      ['Neutral', false],
      ['Agree', false],
    ],
    {
      likert_scale_type: 1,
    },
  ),
  choice('rating', 'Rate this lesson.', [
    ['1', false],
    ['2', false],
    ['3', false],
    ['4', false],
    ['5', false],
  ]),
  choice('reaction', 'How do you feel about Cyrillic now?', [
    ['😀', false],
    ['😐', false],
    ['😟', false],
  ]),
  choice('new_promoter_score', 'Would you recommend this course to a friend?', [
    ['0', false],
    ['5', false],
    ['10', false],
  ]),
  {
    type_slug: 'sorting',
    name: 'Put the first letters in alphabet order.',
    answers: [
      { ref: 'в', text: 'в', order: 3 },
      { ref: 'а', text: 'а', order: 1 },
      { ref: 'б', text: 'б', order: 2 },
    ],
  },
  {
    type_slug: 'conformity_answer',
    name: 'Match the Cyrillic letter to its sound.',
    conformity_type: 1,
    answers: [
      { ref: 'sh', text: 'sh' },
      { ref: 'ch', text: 'ch' },
    ],
    statements: [
      { text: 'ш', correct_answer_refs: ['sh'] },
      { text: 'ч', correct_answer_refs: ['ch'] },
    ],
  },
  {
    type_slug: 'word_from_chars',
    name: 'Build the word for "house".',
    answers: [...'дім'].map((letter, index) => ({ ref: index, text: letter, order: index + 1 })),
  },
  {
    type_slug: 'sentence_from_words',
    name: 'Build "My name is Taras".',
    answers: [
      { ref: 1, text: 'Мене', order: 1, is_correct: true },
      { ref: 2, text: 'звати', order: 2, is_correct: true },
      { ref: 3, text: 'Тарас', order: 3, is_correct: true },
      { ref: 4, text: 'є', is_correct: false },
    ],
  },
  {
    type_slug: 'fill_gaps',
    name: 'Fill in the greeting.',
    statements: [
      {
        text: 'Добрий [gap 1]! Як [gap 2]?',
        answer_groups: [
          { ref: 'g1', type_id: 1 },
          { ref: 'g2', type_id: 2 },
        ],
        answers: [
          { text: 'день', is_correct: true, answer_group_ref: 'g1' },
          { text: 'справи', is_correct: true, answer_group_ref: 'g2' },
          { text: 'звати', is_correct: false, answer_group_ref: 'g2' },
        ],
      },
    ],
  },
  {
    type_slug: 'paste_word',
    name: 'Type the Ukrainian word for "thank you".',
    statements: [
      {
        text: '[gap]',
        answer_groups: [{ ref: 'g', type_id: 1 }],
        answers: [{ text: 'дякую', is_correct: true, answer_group_ref: 'g' }],
      },
    ],
  },
  {
    type_slug: 'choose_from_list',
    name: 'Choose the right letter.',
    statements: [
      {
        text: '"Kyiv" is spelled К_їв',
        answers: [
          { text: 'и', is_correct: true },
          { text: 'і', is_correct: false },
        ],
      },
    ],
  },
  {
    type_slug: 'multi_choose_from_list',
    name: 'Choose every letter that fits.',
    statements: [
      {
        text: 'Letters with a dot or dots',
        answers: [
          { text: 'ї', is_correct: true },
          { text: 'і', is_correct: true },
          { text: 'и', is_correct: false },
        ],
      },
    ],
  },
  {
    type_slug: 'text_media_answer',
    name: 'Record yourself reading the alphabet, or write what was hardest.',
    text_answer_type_id: 3,
    is_audio_comment_enabled: true,
    can_upload: true,
    is_required: false,
  },
];

/** The demo quizzes: every question type, a timed quiz, a one-attempt quiz and a lesson-block practice. */
const DEMO_QUIZZES = [
  {
    options: {
      name: 'Alphabet check: every question type',
      result_type_show: 'full_information',
      type_show_question_result_attempt: 3,
    },
    // The first question shows the description's files: an image and the lesson's short video.
    questions: [
      {
        ...EVERY_TYPE[0],
        description: 'Look at the flag and watch the letters being written, then answer.',
        files: [{ uuid: DEMO_QUIZ_IMAGE.uuid }, { uuid: DEMO_VIDEO_UUID }],
      },
      ...EVERY_TYPE.slice(1),
    ],
  },
  {
    options: {
      name: 'Timed: five minutes on letters',
      timer_duration: 300,
      start_type: 2,
      start_info_text: 'You have five minutes.',
    },
    questions: EVERY_TYPE.slice(0, 3),
  },
  {
    options: {
      name: 'Final check: one attempt',
      attempt_limit: 1,
      attempt_limit_text: 'You have used your only attempt.',
      reanswer_type: 1,
    },
    questions: [EVERY_TYPE[0], EVERY_TYPE[13], EVERY_TYPE[17]],
  },
  {
    options: { name: 'Practice: letters that look alike', is_allow_clear: true },
    /** Stands in the lesson's practice block (info unit of type 5), which shows it. */
    inPracticeBlock: true,
    questions: [EVERY_TYPE[4], EVERY_TYPE[19]],
  },
];

/** The first lesson's practice block (made, in a section of its own, when the lesson has none). */
async function practiceBlockOf(db: Db, lessonId: number): Promise<number> {
  const [block] = await db
    .select({ id: infoUnits.id })
    .from(infoUnits)
    .innerJoin(infoSections, eq(infoSections.id, infoUnits.infoSectionId))
    .where(and(eq(infoSections.lessonId, lessonId), eq(infoUnits.typeId, 5)))
    .orderBy(asc(infoSections.position), asc(infoUnits.position), asc(infoUnits.id))
    .limit(1);
  if (block) return block.id;
  const [section] = await db
    .insert(infoSections)
    .values({ lessonId, name: 'Practice', position: 100 })
    .returning({ id: infoSections.id });
  const [made] = await db
    .insert(infoUnits)
    .values({ infoSectionId: section!.id, typeId: 5, title: 'Letters that look alike' })
    .returning({ id: infoUnits.id });
  return made!.id;
}

/** Adds the demo quizzes to the demo course's first lesson unless they are there. Answers whether it wrote. */
export async function seedDemoQuizzes(db: Db): Promise<boolean> {
  const [lesson] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(and(eq(courses.slug, DEMO_COURSE.slug), eq(lessons.slug, DEMO_COURSE.lessons[0].slug)));
  if (!lesson) return false;
  const existing = await db.$count(quizzes, eq(quizzes.lessonId, lesson.id));
  if (existing > 0) return false;
  for (const [position, demo] of DEMO_QUIZZES.entries()) {
    const options = v.parse(quizOptionsSchema, demo.options);
    const unitId = 'inPracticeBlock' in demo ? await practiceBlockOf(db, lesson.id) : null;
    const [quiz] = await db
      .insert(quizzes)
      .values({
        lessonId: lesson.id,
        position,
        name: demo.options.name,
        ...quizColumns(options),
        infoUnitId: unitId,
      })
      .returning({ id: quizzes.id });
    if (unitId !== null) await db.update(infoUnits).set({ quizId: quiz!.id }).where(eq(infoUnits.id, unitId));
    for (const question of demo.questions) {
      await seedQuestion(db, quiz!.id, v.parse(questionDocumentSchema, question));
    }
  }
  return true;
}
