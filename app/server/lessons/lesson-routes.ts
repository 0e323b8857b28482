import type { Context } from 'hono';
import type { School } from '../access/guards.ts';
import { lessonOfSchool } from '../access/lesson-reach.ts';
import { idParam } from '../access/reached.ts';
import type { AppDeps, AppEnv, UserRow } from '../http/app-env.ts';
import { tableRoutes } from '../http/table-routes.ts';
import { requireOpenLesson } from '../lesson-page/require-open-lesson.ts';
import {
  addClosedGroupMember,
  closedGroupDetail,
  createClosedGroup,
  deleteClosedGroup,
  listClosedGroups,
  removeClosedGroupMember,
  renameClosedGroup,
} from './closed-groups.ts';
import { copyLessonContent } from './copy-lesson.ts';
import {
  addProgramSection,
  arrangeProgram,
  courseProgram,
  deleteLesson,
  deleteProgramSection,
  renameProgramSection,
} from './course-program.ts';
import { createLesson } from './create-lesson.ts';
import { addInfoSection, deleteInfoSection, updateInfoSection } from './info-sections.ts';
import type { ContentAuthor } from './lesson-content.ts';
import { readerSection, readerUnit } from './lesson-reading.ts';
import { authorLessonView } from './lesson-view.ts';
import { type SaveOutcome, STALE_VERSION, saveLesson } from './save-lesson.ts';
import { courseBlocks, coursesWithLessons } from './school-courses.ts';

/** A save's answer: the lesson, or 409 with the lesson as the server has it (the client offers reload or keep-mine). */
function answerSave(c: Context<AppEnv>, outcome: SaveOutcome, meta?: Record<string, unknown>) {
  if ('conflict' in outcome) return c.json({ message: STALE_VERSION, data: outcome.conflict }, 409);
  return c.json(meta ? { data: outcome.saved, meta } : { data: outcome.saved });
}

/**
 * The course program and the lesson constructor (spec 1 §7 "Lessons", docs/lessons.md), the lesson
 * page's section and block reads, and closed groups. Each handler takes what its rule's guard
 * reached and calls one step of app/server/lessons.
 */
export function lessonRoutes(deps: AppDeps) {
  const { db } = deps;
  const { routes, serve } = tableRoutes(deps);
  const authorOf = (user: UserRow, school: School): ContentAuthor => ({ userId: user.id, school: school.id });

  serve('GET /courses/list', async (c, { query }, { school }) =>
    c.json({ data: await coursesWithLessons(db, school.id, query) }),
  );
  serve('GET /courses/:courseId/', async (c, _input, { course }) =>
    c.json({ data: await courseBlocks(db, course) }),
  );

  // The program
  serve('GET /courses/:courseId/program', async (c, _input, { course }) =>
    c.json({ data: await courseProgram(db, course) }),
  );
  serve('PUT /courses/:courseId/program', async (c, { body }, { course }) =>
    c.json({ data: await arrangeProgram(db, course, body) }),
  );
  serve('POST /courses/:courseId/program-sections', async (c, { body }, { course }) =>
    c.json({ data: await addProgramSection(db, course, body.title) }, 201),
  );
  serve('PUT /program-sections/:programSectionId', async (c, { body }, { section }) =>
    c.json({ data: await renameProgramSection(db, section, body.title) }),
  );
  serve('DELETE /program-sections/:programSectionId', async (c, _input, { section }) =>
    c.json({ data: await deleteProgramSection(db, section) }),
  );

  // Lessons
  serve('POST /courses/:courseId/lessons-new', async (c, { body }, { course }) =>
    c.json({ data: await createLesson(db, course, body) }, 201),
  );
  serve('GET /courses/:courseId/lessons-new/:lessonId', async (c, _input, { lesson }) =>
    c.json({ data: await authorLessonView(db, lesson.lesson.id, lesson.course) }),
  );
  serve('PUT /courses/:courseId/lessons-new/:lessonId', async (c, { body }, { user, school, lesson }) =>
    answerSave(c, await saveLesson(db, authorOf(user, school), lesson, body)),
  );
  serve('DELETE /courses/:courseId/lessons-new/:lessonId', async (c, _input, { lesson }) =>
    c.json({ data: await deleteLesson(db, lesson) }),
  );
  serve('PUT /lessons/:lessonId/copy/:fromId', async (c, { params, body }, { user, school, lesson }) => {
    const from = await lessonOfSchool(db, school.id, idParam(params.fromId, 'lesson'));
    return answerSave(c, await copyLessonContent(db, authorOf(user, school), lesson, from, body.version));
  });

  // Lesson sections
  serve('POST /lessons/:lessonId/info-section', async (c, { body }, { user, school, lesson }) => {
    const outcome = await addInfoSection(db, authorOf(user, school), lesson, body);
    if ('conflict' in outcome) return answerSave(c, outcome);
    return c.json({ data: outcome.saved, meta: { info_section_id: outcome.sectionId } }, 201);
  });
  serve('PUT /info-section/:infoSectionId', async (c, { body }, { user, school, section }) => {
    const outcome = await updateInfoSection(db, authorOf(user, school), section, body);
    return answerSave(c, outcome, { info_section_id: outcome.sectionId });
  });
  serve('DELETE /info-section/:infoSectionId', async (c, _input, { section }) =>
    c.json({ data: await deleteInfoSection(db, section) }),
  );

  // What the lesson page reads
  // (only of a lesson open for the reader: the lesson page's access rule)
  serve('GET /public/sections/:sectionId/part', async (c, _input, { user, section }) => {
    await requireOpenLesson(db, user.id, section, new Date());
    return c.json({ data: await readerSection(db, section) });
  });
  serve('GET /info-units/:unitId', async (c, _input, { user, unit }) => {
    await requireOpenLesson(db, user.id, unit, new Date());
    return c.json({ data: await readerUnit(db, unit) });
  });

  // Closed groups
  serve('GET /closed-groups', async (c, _input, { school }) =>
    c.json({ data: await listClosedGroups(db, school.id) }),
  );
  serve('POST /closed-groups', async (c, { body }, { school }) =>
    c.json({ data: await createClosedGroup(db, school.id, body.title) }, 201),
  );
  serve('GET /closed-groups/:groupId', async (c, _input, { group }) =>
    c.json({ data: await closedGroupDetail(db, group) }),
  );
  serve('PUT /closed-groups/:groupId', async (c, { body }, { group }) =>
    c.json({ data: await renameClosedGroup(db, group, body.title) }),
  );
  serve('POST /closed-groups/:groupId/members', async (c, { body }, { group }) =>
    c.json({ data: await addClosedGroupMember(db, group, body.email) }),
  );
  serve('DELETE /closed-groups/:groupId/members/:userId', async (c, { params }, { group }) =>
    c.json({ data: await removeClosedGroupMember(db, group, idParam(params.userId, 'member of the group')) }),
  );
  serve('DELETE /closed-groups/:groupId', async (c, _input, { group }) =>
    c.json({ data: await deleteClosedGroup(db, group) }),
  );

  return routes;
}
