import fc from 'fast-check';
import type { InfoUnitInput, LessonSectionInput } from '../../../core/api/lessons.ts';
import type { LessonEditorEvent } from '../../../core/lesson-editor/index.ts';
import { INFO_UNIT_TYPE_IDS, newInfoUnit } from '../../../core/lessons/index.ts';

// The lesson editor's arbitraries (kept beside its specs until specs/arbitraries takes a lesson-editor module).

/** A block of another lesson, as the contract has it: stored (an id) or new, of any type, maybe a practice. */
export const sourceUnit: fc.Arbitrary<InfoUnitInput> = fc
  .record({
    typeId: fc.constantFrom(...INFO_UNIT_TYPE_IDS),
    id: fc.option(fc.integer({ min: 1, max: 1_000_000 })),
    title: fc.option(fc.string({ maxLength: 12 })),
    copied: fc.boolean(),
    quizId: fc.option(fc.integer({ min: 1, max: 1000 })),
  })
  .map(({ typeId, id, title, copied, quizId }) => ({
    ...newInfoUnit(typeId),
    id,
    title,
    copied,
    quiz_id: typeId === 5 || typeId === 7 ? quizId : null,
  }));

/** A section of another lesson, as the contract has it, with its blocks. */
export const sourceSection: fc.Arbitrary<LessonSectionInput> = fc.record({
  id: fc.option(fc.integer({ min: 1, max: 1_000_000 })),
  name: fc.string({ minLength: 1, maxLength: 12 }),
  copied: fc.boolean(),
  info_units: fc.array(sourceUnit, { maxLength: 5 }),
});

/** One thing a person does to the section tabs. */
export type SectionCommand =
  | { kind: 'add' }
  | { kind: 'delete'; pick: number }
  | { kind: 'select'; pick: number }
  | { kind: 'move'; pick: number; to: number };

/** Adds, deletes, selects and moves of sections in any order (picks are taken modulo the sections there are). */
export const sectionCommands: fc.Arbitrary<SectionCommand[]> = fc.array(
  fc.oneof(
    { weight: 3, arbitrary: fc.constant<SectionCommand>({ kind: 'add' }) },
    { weight: 3, arbitrary: fc.nat(20).map((pick): SectionCommand => ({ kind: 'delete', pick })) },
    { weight: 2, arbitrary: fc.nat(20).map((pick): SectionCommand => ({ kind: 'select', pick })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.nat(20), fc.nat(20))
        .map(([pick, to]): SectionCommand => ({ kind: 'move', pick, to })),
    },
  ),
  { maxLength: 40 },
);

/** A person's edit of a loaded lesson (indices may name nothing: the editor must then change nothing). */
export const editEvent: fc.Arbitrary<LessonEditorEvent> = fc.oneof(
  fc
    .tuple(fc.string({ maxLength: 8 }), fc.boolean())
    .map(([title, typed]): LessonEditorEvent => ({ type: 'settings.change', changes: { title }, typed })),
  fc.boolean().map((is_public): LessonEditorEvent => ({ type: 'settings.change', changes: { is_public } })),
  fc.string({ maxLength: 6 }).map((name): LessonEditorEvent => ({ type: 'section.add', name })),
  fc
    .tuple(fc.nat(3), fc.string({ maxLength: 6 }), fc.boolean())
    .map(([index, name, typed]): LessonEditorEvent => ({ type: 'section.rename', index, name, typed })),
  fc.tuple(fc.nat(3), fc.nat(3)).map(([from, to]): LessonEditorEvent => ({ type: 'section.move', from, to })),
  fc.nat(3).map((index): LessonEditorEvent => ({ type: 'section.delete', index })),
  fc.nat(3).map((index): LessonEditorEvent => ({ type: 'section.select', index })),
  fc.integer({ min: 1, max: 7 }).map((typeId): LessonEditorEvent => ({ type: 'unit.add', typeId })),
  fc
    .tuple(fc.nat(3), fc.string({ maxLength: 8 }), fc.boolean())
    .map(
      ([index, text, typed]): LessonEditorEvent => ({ type: 'unit.change', index, changes: { text }, typed }),
    ),
  fc.tuple(fc.nat(3), fc.nat(3)).map(([from, to]): LessonEditorEvent => ({ type: 'unit.move', from, to })),
  fc.nat(3).map((index): LessonEditorEvent => ({ type: 'unit.delete', index })),
);

/** What happens between edits: time passes, the server answers, fails, or meets another tab's save. */
export type WorldCommand =
  | { kind: 'edit'; event: LessonEditorEvent }
  | { kind: 'wait'; ms: number }
  | { kind: 'answer' }
  | { kind: 'fail' }
  /** Another tab saves; `bare`: the 409 the editor meets next carries no lesson. */
  | { kind: 'elsewhere'; bare: boolean };

export const worldCommands: fc.Arbitrary<WorldCommand[]> = fc.array(
  fc.oneof(
    { weight: 6, arbitrary: editEvent.map((event): WorldCommand => ({ kind: 'edit', event })) },
    {
      weight: 3,
      arbitrary: fc.integer({ min: 1, max: 1200 }).map((ms): WorldCommand => ({ kind: 'wait', ms })),
    },
    { weight: 3, arbitrary: fc.constant<WorldCommand>({ kind: 'answer' }) },
    { weight: 1, arbitrary: fc.constant<WorldCommand>({ kind: 'fail' }) },
    { weight: 1, arbitrary: fc.boolean().map((bare): WorldCommand => ({ kind: 'elsewhere', bare })) },
  ),
  { maxLength: 40 },
);
