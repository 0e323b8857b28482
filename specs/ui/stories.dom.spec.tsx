import { act } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { listLeafStateIds } from '../../core/inspector/machine-graph.ts';
import { machineStateStories, machinesWithStories } from '../../stories/machine-state-stories.ts';
import { renderUi } from './render-ui.tsx';

type StoryModule = Record<string, unknown>;

const modules = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx', { eager: true });

function storiesOf(module: StoryModule): [string, ComponentType][] {
  return Object.entries(module).filter(
    (entry): entry is [string, ComponentType] => /^[A-Z]/.test(entry[0]) && typeof entry[1] === 'function',
  );
}

/** Colour contrast needs real layout: .ladle/check-stories.ts runs axe in Chromium for that. */
const axeOptions: axe.RunOptions = {
  rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  resultTypes: ['violations'],
};

/** With a modal open the page behind is hidden on purpose (aria-hidden by Radix): check the modal itself. */
function axeContext(): Element {
  const pageHidden = document.querySelector('[data-aria-hidden="true"]') !== null;
  const modal = document.querySelector('[role="dialog"], [role="alertdialog"]');
  return pageHidden && modal ? modal : document.body;
}

describe('every story renders and passes axe with no serious or critical violation', () => {
  for (const [path, module] of Object.entries(modules)) {
    for (const [name, Story] of storiesOf(module)) {
      it(`${path.replace('../../stories/', '')} › ${name}`, async () => {
        const { unmount } = renderUi(<Story />);
        await act(async () => {
          await new Promise((resolve) => setTimeout(resolve, 0));
        });
        const result = await axe.run(axeContext(), axeOptions);
        const serious = result.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map(
            (violation) =>
              `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          );
        expect(serious).toEqual([]);
        unmount();
      });
    }
  }
});

describe('stories cover the states of the machines behind the pieces', () => {
  const existing = new Set(
    Object.entries(modules).flatMap(([path, module]) =>
      storiesOf(module).map(([name]) => `${path.replace('../../stories/', '')} › ${name}`),
    ),
  );
  for (const machine of machinesWithStories) {
    it(`${machine.id}: each state has a story that exists`, () => {
      for (const state of listLeafStateIds(machine)) {
        expect(machineStateStories[state], state).toBeDefined();
        expect(existing.has(machineStateStories[state]!), machineStateStories[state]).toBe(true);
      }
    });
  }
});
