import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ExpertLesson,
  InfoUnitInput,
  LessonSave,
  LessonSectionInput,
} from '../../../../core/api/lessons.ts';
import { lessonDraftOf } from '../../../../core/lessons/index.ts';
import { editorDoc, infoUnitDraft } from '../../../arbitraries/lessons.ts';
import {
  createLessonsWorld,
  expectStatus,
  type LessonsWorld,
  lessonPath,
  readLesson,
} from './lessons-fixture.ts';

// A save writes only what changed, in a few statements, and answers the lesson from what it wrote
// instead of reading it again (docs/benchmarks.md, the 200-block save). Whatever a save does to the
// sections and blocks (reorder, move between sections, create, delete, change), its answer is the
// lesson exactly as a fresh read gives it, holding what was sent in the order sent.

let world: LessonsWorld;
beforeAll(async () => {
  world = await createLessonsWorld();
}, 60_000);
afterAll(() => world.server.close());

const current = () => readLesson(world.expert, world.courseId, world.lessonId);

/** A new block the lesson may hold: no id, no files, no quiz (those are the lesson's own to name). */
const newBlock: fc.Arbitrary<InfoUnitInput> = infoUnitDraft.map((unit) => ({
  ...unit,
  id: null,
  files: [],
  quiz_id: null,
}));

/** What one save does, drawn independently of the lesson and applied to whatever it holds. */
const edit = fc.record({
  /** Sort keys: sections and blocks are ordered by them (a key per place, reused round the list). */
  sectionKeys: fc.array(fc.nat(99), { minLength: 1, maxLength: 8 }),
  blockKeys: fc.array(fc.nat(999), { minLength: 1, maxLength: 40 }),
  /** Each kept block goes to section `target % count`; a key divisible by 7 deletes it. */
  targets: fc.array(fc.nat(99), { minLength: 1, maxLength: 40 }),
  dropSection: fc.boolean(),
  newSections: fc.array(
    fc.string({ maxLength: 12 }).map((name) => name.trim()),
    { maxLength: 2 },
  ),
  newBlocks: fc.array(newBlock, { maxLength: 4 }),
  /** Blocks (by place) whose title, colours or text change. */
  changed: fc.array(
    fc.record({
      at: fc.nat(30),
      title: fc.option(
        fc.string({ minLength: 1, maxLength: 12 }).filter((t) => t.trim() === t),
        { nil: null },
      ),
      doc: editorDoc,
      bg: fc.constantFrom('#fff', '#3965ff', null),
    }),
    { maxLength: 4 },
  ),
});

type Edit = typeof edit extends fc.Arbitrary<infer T> ? T : never;

const cycled = <T>(list: readonly T[], index: number): T => list[index % list.length]!;

/** The sections (with their blocks) a save sends after the edit. */
function edited(draft: LessonSave, plan: Edit): LessonSectionInput[] {
  const held = draft.sections ?? [];
  const kept = plan.dropSection && held.length > 1 ? held.slice(1) : held;
  const keyed = kept.map((section, index) => ({
    key: cycled(plan.sectionKeys, index),
    section: { ...section, info_units: [] as InfoUnitInput[] },
  }));
  if (keyed.length < 6)
    for (const name of plan.newSections)
      keyed.push({ key: 100, section: { id: null, name, copied: false, info_units: [] } });
  if (keyed.length === 0)
    keyed.push({ key: 0, section: { id: null, name: '', copied: false, info_units: [] } });
  const sections = keyed.sort((a, b) => a.key - b.key).map(({ section }) => section);

  const blocks = [...held.flatMap((section) => section.info_units), ...plan.newBlocks].map((block, index) => {
    const change = plan.changed.find((item) => item.at === index);
    if (!change) return block;
    return {
      ...block,
      title: change.title,
      styles: { ...block.styles, bg_color: change.bg },
      content: block.type_id === 3 ? change.doc : null,
    };
  });
  blocks
    .map((block, index) => ({
      block,
      index,
      key: cycled(plan.blockKeys, index),
      target: cycled(plan.targets, index),
    }))
    .filter(({ block, target }) => block.id === null || target % 7 !== 0)
    .sort((a, b) => a.key - b.key || a.index - b.index)
    .forEach(({ block, target }) => {
      sections[target % sections.length]!.info_units.push(block);
    });
  return sections;
}

describe('PUT /courses/{course}/lessons-new/{lesson}: what a save answers', () => {
  it('is the lesson as a fresh read gives it, holding what was sent in that order', async () => {
    await fc.assert(
      fc.asyncProperty(edit, async (plan) => {
        const before = await current();
        const sections = edited(lessonDraftOf(before), plan);
        const response = await world.expert.send('PUT', lessonPath(world.courseId, world.lessonId), {
          ...lessonDraftOf(before),
          sections,
        });
        const saved = (await expectStatus<{ data: ExpertLesson }>(response, 200)).data;
        expect(saved.version).toBe(before.version + 1);
        expect(await current()).toEqual(saved);
        expect(saved.sections.map((section) => section.info_units.map((unit) => unit.type_id))).toEqual(
          sections.map((section) => section.info_units.map((unit) => unit.type_id)),
        );
        // Kept sections and blocks keep their ids, in the places sent; new ones get ids of their own.
        saved.sections.forEach((section, index) => {
          const sent = sections[index]!;
          if (sent.id !== null) expect(section.id).toBe(sent.id);
          expect(section.name).toBe(sent.name);
          section.info_units.forEach((unit, at) => {
            const unitSent = sent.info_units[at]!;
            if (unitSent.id !== null) expect(unit.id).toBe(unitSent.id);
            expect(unit.title).toBe(unitSent.title);
            expect(unit.content).toEqual(unitSent.content);
          });
        });
        const ids = saved.sections.flatMap((section) => section.info_units.map((unit) => unit.id));
        expect(new Set(ids).size).toBe(ids.length);
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
