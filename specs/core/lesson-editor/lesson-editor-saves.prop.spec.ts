import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type EditorLesson, SAVE_MAX_WAIT_MS } from '../../../core/lesson-editor/index.ts';
import { worldCommands } from './lesson-editor.arbitraries.ts';
import { httpError, settle, startEditor } from './lesson-editor.fakes.ts';

/** A lesson's content: what the person made, without the ids and version the server gives. */
function contentOf(lesson: EditorLesson | null | undefined) {
  if (!lesson) return null;
  const { version: _version, ...rest } = lesson;
  return {
    ...rest,
    sections: lesson.sections.map((section) => ({
      ...section,
      id: undefined,
      info_units: section.info_units.map((unit) => ({ ...unit, id: undefined })),
    })),
  };
}

describe('saving a lesson through any edits, pauses, answers, failures and conflicts', () => {
  it('keeps at most one save in flight, sends no more saves than edits and resends, and loses nothing typed', async () => {
    await fc.assert(
      fc.asyncProperty(worldCommands, async (commands) => {
        const editor = startEditor();
        await settle();
        let typed = contentOf(editor.view().lesson);
        let edits = 0;
        let resends = 0;

        /** The person's lesson: on screen, or kept as the draft of a failure or a conflict. */
        const personsLesson = () => {
          const view = editor.view();
          if (view.phase === 'failed') return contentOf(view.failedDraft);
          if (view.phase === 'conflict') return contentOf(view.conflict?.draft);
          return contentOf(view.lesson);
        };
        /** Answers what waits: a failure is retried, a conflict kept as mine, a save stored. */
        const answer = async () => {
          const { phase, canResolveConflict } = editor.view();
          if (phase === 'failed' || canResolveConflict) resends += 1;
          if (phase === 'failed') editor.send({ type: 'save.retry' });
          else if (canResolveConflict) editor.send({ type: 'conflict.keepMine' });
          else if (editor.server.waiting > 0) editor.server.answerSave();
          await settle();
        };

        for (const command of commands) {
          switch (command.kind) {
            case 'edit': {
              const accepted = editor.view().canEdit;
              const queued = editor.context().unsaved.length;
              editor.send(command.event);
              if (editor.context().unsaved.length > queued) edits += 1;
              if (accepted) typed = contentOf(editor.view().lesson);
              break;
            }
            case 'wait':
              await editor.wait(command.ms);
              break;
            case 'answer':
              await answer();
              break;
            case 'fail':
              if (editor.server.waiting > 0) editor.server.failSave(httpError(500, 'Server error'));
              await settle();
              break;
            case 'elsewhere':
              editor.server.state.conflictAsError = command.bare;
              editor.server.changeElsewhere((lesson) => lesson);
              break;
          }
          expect(editor.server.waiting).toBeLessThanOrEqual(1);
          expect(personsLesson()).toEqual(typed);
        }

        for (let round = 0; round < 20 && editor.view().phase !== 'clean'; round += 1) {
          await editor.wait(SAVE_MAX_WAIT_MS);
          await answer();
        }
        expect(editor.view().phase).toBe('clean');
        expect(editor.server.waiting).toBe(0);
        // every save carries an edit never sent before, unless it resends a failed or conflicting draft
        expect(editor.server.sent.length).toBeLessThanOrEqual(edits + resends);
        expect(contentOf(editor.server.stored)).toEqual(typed);
        // the screen holds the server's ids; only another tab's version bump after the last save may differ
        expect({ ...editor.view().lesson, version: 0 }).toEqual({ ...editor.server.stored, version: 0 });
      }),
      { numRuns: 150 },
    );
  });
});
