import { describe, expect, it } from 'vitest';
import { listLeafStateIds } from '../../../core/inspector/machine-graph.ts';
import * as stories from '../../../stories/course-program/course-program.stories.tsx';
import { courseProgramMachineStates } from '../../../stories/course-program/course-program-machine-states.ts';

// Every state the program machine rests in has a story showing it (the shared stories spec renders each
// with axe); a new state without one fails here.

describe('course program stories', () => {
  it('show every state of the program machine', () => {
    const exported = new Set(Object.keys(stories));
    for (const machine of courseProgramMachineStates.machines) {
      const states = listLeafStateIds(machine);
      expect(states.length).toBeGreaterThan(5);
      for (const state of states) {
        const story = courseProgramMachineStates.stories[state];
        expect(story, state).toBeDefined();
        const [file, name] = story!.split(' › ');
        expect(file).toBe('course-program/course-program.stories.tsx');
        expect(exported.has(name!), story).toBe(true);
      }
    }
  });
});
