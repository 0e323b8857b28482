import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyProgramEdit,
  type CourseProgramEvent,
  lessonStep,
  programLessons,
  withLessonChanged,
} from '../../../core/course-program/index.ts';
import { moveRequestArbitrary, resolveMove } from './course-program.arbitraries.ts';
import { fakeProgramServer, httpError, shape, startProgram } from './course-program.fakes.ts';

/** What happens next: the person edits, or the server answers or fails the oldest call, or another tab saves. */
type Step =
  | { kind: 'move'; move: Parameters<typeof resolveMove>[1] }
  | { kind: 'step'; lesson: number; down: boolean }
  | { kind: 'renameLesson'; lesson: number; title: string }
  | { kind: 'renameSection'; section: number; title: string }
  | { kind: 'createLesson'; section: number }
  | { kind: 'createSection' }
  | { kind: 'answer' }
  | { kind: 'fail' }
  | { kind: 'elsewhere'; lesson: number };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: moveRequestArbitrary.map((move) => ({ kind: 'move' as const, move })) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('step' as const), lesson: fc.nat(12), down: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('renameLesson' as const),
      lesson: fc.nat(12),
      title: fc.constantFrom('Letters', 'Sounds', 'Words'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('renameSection' as const),
      section: fc.nat(4),
      title: fc.constantFrom('Part one', 'Part two'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('createLesson' as const), section: fc.nat(4) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'createSection' as const }) },
  { weight: 5, arbitrary: fc.constant({ kind: 'answer' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'fail' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('elsewhere' as const), lesson: fc.nat(12) }) },
);

describe('writes of the program, whatever the person and the server do', () => {
  it('run one at a time, never more arrangement writes than moves and retries, and end with the server holding what the screen shows', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { maxLength: 30 }), async (steps) => {
        const server = fakeProgramServer();
        const { actor, view } = startProgram(server);
        await server.answer();
        let moves = 0;
        let retries = 0;
        const send = (event: CourseProgramEvent) => {
          const before = actor.getSnapshot().context.queue.length;
          actor.send(event);
          return actor.getSnapshot().context.queue.length > before;
        };
        for (const step of steps) {
          const program = view().program!;
          const lessons = programLessons(program);
          const section = (index: number) => program.sections[index % Math.max(program.sections.length, 1)];
          switch (step.kind) {
            case 'move': {
              const move = resolveMove(program, step.move) as CourseProgramEvent;
              if (send(move)) moves++;
              break;
            }
            case 'step': {
              const lesson = lessons[step.lesson];
              const place = lesson && lessonStep(program, lesson.id, step.down ? 1 : -1);
              if (lesson && place && send({ type: 'lesson.move', lessonId: lesson.id, ...place })) moves++;
              break;
            }
            case 'renameLesson': {
              const lesson = lessons[step.lesson];
              if (lesson) send({ type: 'lesson.rename', lessonId: lesson.id, title: step.title });
              break;
            }
            case 'renameSection': {
              const target = section(step.section);
              if (target) send({ type: 'section.rename', sectionId: target.id, title: step.title });
              break;
            }
            case 'createLesson': {
              const target = section(step.section);
              if (target) send({ type: 'lesson.create', sectionId: target.id, title: 'New lesson' });
              break;
            }
            case 'createSection':
              send({ type: 'section.create', title: 'New section' });
              break;
            case 'answer':
              if (server.held.length > 0) await server.answer();
              break;
            case 'fail':
              if (server.held.length > 0) await server.fail(httpError(503, 'Busy'));
              if (view().save === 'failed') {
                actor.send({ type: 'save.retry' });
                retries++;
              }
              break;
            case 'elsewhere': {
              const lesson = programLessons(server.stored())[step.lesson];
              if (lesson)
                server.elsewhere((stored) =>
                  withLessonChanged(stored, lesson.id, { version: lesson.version + 1 }),
                );
              break;
            }
          }
          // Never two calls at once.
          expect(server.held.length).toBeLessThanOrEqual(1);
        }
        // Everything settles: each waiting call is answered, any failure retried.
        for (let round = 0; round < 100 && (server.held.length > 0 || view().save !== 'saved'); round++) {
          if (view().save === 'failed') {
            actor.send({ type: 'save.retry' });
            retries++;
          }
          if (server.held.length > 0) await server.answer();
        }
        expect(view().save).toBe('saved');
        const arrangements = server.calls.filter((call) => call.name === 'arrangeProgram').length;
        expect(arrangements).toBeLessThanOrEqual(moves + retries);
        const stored = server.stored();
        expect(shape(view().program)).toEqual(shape(stored));
        expect(view().program!.sections.map((s) => s.title)).toEqual(stored.sections.map((s) => s.title));
        // Another tab's saves raise versions the page learns only on a 409; the titles agree.
        expect(programLessons(view().program!).map((l) => l.title)).toEqual(
          programLessons(stored).map((l) => l.title),
        );
        actor.stop();
      }),
      { numRuns: 60 },
    );
  });

  it('apply each move on screen exactly as the pure rule does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(moveRequestArbitrary, { maxLength: 10 }), async (requests) => {
        const server = fakeProgramServer();
        const { actor, view } = startProgram(server);
        await server.answer();
        let expected = view().program!;
        for (const request of requests) {
          const move = resolveMove(expected, request);
          actor.send(move as CourseProgramEvent);
          expected = applyProgramEdit(expected, move as never);
          expect(shape(view().program)).toEqual(shape(expected));
        }
        actor.stop();
      }),
      { numRuns: 40 },
    );
  });
});
