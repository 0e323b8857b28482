import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import {
  activeAfterDelete,
  activeAfterMove,
  type LessonEditorEvent,
  lessonEditorMachine,
} from '../../../core/lesson-editor/index.ts';
import { type SectionCommand, sectionCommands } from './lesson-editor.arbitraries.ts';
import { lessonFixture } from './lesson-editor.fakes.ts';

/**
 * The rule of spec 1 §4 told over section identities: an added section becomes active; deleting the active
 * one moves to the previous, else the first, else nothing is active; any other change keeps the same one.
 */
class SectionTabs {
  sections: string[] = [];
  active: string | null = null;
  private next = 0;

  constructor(count: number) {
    for (let index = 0; index < count; index += 1) this.sections.push(this.fresh());
    this.active = this.sections[0] ?? null;
  }

  private fresh() {
    this.next += 1;
    return `s${this.next}`;
  }

  apply(command: SectionCommand): LessonEditorEvent | null {
    const count = this.sections.length;
    if (command.kind === 'add') {
      const added = this.fresh();
      this.sections.push(added);
      this.active = added;
      return { type: 'section.add', name: added };
    }
    if (count === 0) return null;
    const index = command.pick % count;
    if (command.kind === 'select') {
      this.active = this.sections[index] ?? null;
      return { type: 'section.select', index };
    }
    if (command.kind === 'move') {
      const to = command.to % count;
      const [moved] = this.sections.splice(index, 1);
      this.sections.splice(to, 0, moved!);
      return { type: 'section.move', from: index, to };
    }
    const [deleted] = this.sections.splice(index, 1);
    if (deleted === this.active) {
      this.active = (index > 0 ? this.sections[index - 1] : this.sections[0]) ?? null;
    }
    return { type: 'section.delete', index };
  }

  get activeIndex() {
    return this.active === null ? -1 : this.sections.indexOf(this.active);
  }
}

describe('the active section after any sequence of adds, deletes, selects and moves (spec 1 §4)', () => {
  it('activeAfterDelete and activeAfterMove keep a valid index, -1 exactly when no section is left, and follow the rule', () => {
    fc.assert(
      fc.property(fc.nat(4), sectionCommands, (initial, commands) => {
        const tabs = new SectionTabs(initial);
        let active = tabs.activeIndex;
        for (const command of commands) {
          const before = tabs.sections.length;
          const event = tabs.apply(command);
          if (event?.type === 'section.add') active = before;
          if (event?.type === 'section.select') active = event.index;
          if (event?.type === 'section.move') active = activeAfterMove(active, event.from, event.to);
          if (event?.type === 'section.delete') active = activeAfterDelete(active, event.index, before - 1);
          const count = tabs.sections.length;
          if (count === 0) expect(active).toBe(-1);
          else expect(active >= 0 && active < count).toBe(true);
          expect(active).toBe(tabs.activeIndex);
        }
      }),
    );
  });

  it('the editor keeps the same active section as the rule, saves in flight or not', () => {
    fc.assert(
      fc.property(fc.nat(3), sectionCommands, (initial, commands) => {
        const tabs = new SectionTabs(initial);
        const lesson = lessonFixture({
          sections: tabs.sections.map((name, index) => ({
            id: index + 1,
            name,
            order: index + 1,
            info_units: [],
          })),
        });
        let [snapshot] = initialTransition(lessonEditorMachine, { courseId: 3, lessonId: 10 });
        [snapshot] = transition(lessonEditorMachine, snapshot, {
          type: 'xstate.done.actor.loadLesson',
          output: lesson,
        } as never);
        expect(snapshot.context.activeSection).toBe(tabs.activeIndex);
        for (const command of commands) {
          const event = tabs.apply(command);
          if (event) [snapshot] = transition(lessonEditorMachine, snapshot, event);
          expect(snapshot.context.lesson?.sections.map((section) => section.name)).toEqual(tabs.sections);
          expect(snapshot.context.activeSection).toBe(tabs.activeIndex);
        }
      }),
    );
  });
});
