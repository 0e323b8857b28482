import { describe, expectTypeOf, it } from 'vitest';
import type { ExpertLesson, LessonSection } from '../../../core/api/lessons.ts';
import type { EditorLesson, EditorSection, LessonWriteOutcome } from '../../../core/lesson-editor/index.ts';

// The editor holds lessons structurally; these checks (run by the typecheck) hold it to the contract.

describe('the lesson contract fits the lesson editor', () => {
  it('takes the expert lesson the server answers as it is', () => {
    expectTypeOf<ExpertLesson>().toExtend<EditorLesson>();
    expectTypeOf<LessonSection>().toExtend<EditorSection>();
  });

  it("takes the client's write result (saved, or a 409 with the server's lesson) as a write outcome", () => {
    type ClientWriteResult =
      | { kind: 'saved'; lesson: ExpertLesson }
      | { kind: 'conflict'; lesson: ExpertLesson; message: string };
    expectTypeOf<ClientWriteResult>().toExtend<LessonWriteOutcome>();
  });
});
