import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExpertLesson } from '../../../../core/api/lessons.ts';
import { sanitizeHtmlBlock } from '../../../../core/editor/html-block/sanitize-html-block.ts';
import { renderDocumentHtml } from '../../../../core/editor/render-document.ts';
import { lessonDraftOf, newInfoUnit } from '../../../../core/lessons/index.ts';
import {
  HTML_BLOCK_VECTORS,
  htmlBlockDocument,
  inertProblems,
  REFUSED_VECTORS,
  STORED_VECTORS,
} from '../../../core/editor/xss-corpus.ts';
import { API } from '../support/test-server.ts';
import {
  createLessonsWorld,
  expectStatus,
  type LessonsWorld,
  lessonPath,
  readLesson,
} from './lessons-fixture.ts';

// The XSS corpus saved through the API (issue 15 "Safety on the server"): a vector the schema refuses is
// answered 422 and never stored; every other one is stored with its HTML blocks sanitized and reads back
// inert where the expert edits it (the stored document, rendered) and where a student reads it.

let world: LessonsWorld;
beforeAll(async () => {
  world = await createLessonsWorld();
}, 60_000);
afterAll(() => world.server.close());

type Data<T> = { data: T };
const current = () => readLesson(world.expert, world.courseId, world.lessonId);
const withBlocks = async (contents: unknown[]) => {
  const draft = lessonDraftOf(await current());
  return {
    ...draft,
    sections: [
      ...draft.sections,
      { name: 'Corpus', info_units: contents.map((content) => ({ ...newInfoUnit(3), content })) },
    ],
  };
};

describe('the XSS corpus through PUT /courses/{course}/lessons-new/{lesson}', () => {
  it.each(REFUSED_VECTORS)('refuses %s with 422 and stores nothing', async (_name, content) => {
    const before = await current();
    const response = await world.expert.send(
      'PUT',
      lessonPath(world.courseId, world.lessonId),
      await withBlocks([content]),
    );
    expect(response.status, await response.clone().text()).toBe(422);
    expect((await current()).version).toBe(before.version);
  });

  it('stores every other vector inert for the expert and for a student', async () => {
    const documents = [
      ...HTML_BLOCK_VECTORS.map(htmlBlockDocument),
      ...STORED_VECTORS.map(([, content]) => content),
    ];
    const saved = (
      await expectStatus<Data<ExpertLesson>>(
        await world.expert.send(
          'PUT',
          lessonPath(world.courseId, world.lessonId),
          await withBlocks(documents),
        ),
        200,
      )
    ).data;
    const section = saved.sections.at(-1)!;
    expect(section.info_units).toHaveLength(documents.length);
    const reread = (await current()).sections.at(-1)!;
    for (const unit of reread.info_units) {
      // What the expert's editor loads: HTML block values as the sanitizer left them.
      for (const node of unit.content?.content ?? []) {
        if (node.type === 'htmlBlock') expect(inertProblems(String(node.attrs?.value ?? ''))).toEqual([]);
      }
      // What the expert's read-only views render from the stored document.
      expect(inertProblems(renderDocumentHtml(unit.content, { sanitizeHtml: (html) => html }))).toEqual([]);
      expect(inertProblems(unit.description_formatted ?? '')).toEqual([]);
    }
    const read = await expectStatus<Data<{ info_units: { description_formatted: string | null }[] }>>(
      await world.student.get(`${API}/public/sections/${section.id}/part`),
      200,
    );
    expect(read.data.info_units).toHaveLength(documents.length);
    for (const unit of read.data.info_units) {
      expect(inertProblems(unit.description_formatted ?? '')).toEqual([]);
      expect(unit.description_formatted ?? '').not.toMatch(/<script/i);
    }
    // A sanitized block is stored as the sanitizer leaves it, and saving it again changes nothing.
    const first = reread.info_units[0]!.content!.content[0] as { attrs?: Record<string, unknown> };
    expect(first.attrs?.value).toBe(sanitizeHtmlBlock(HTML_BLOCK_VECTORS[0]!));
  });
});
