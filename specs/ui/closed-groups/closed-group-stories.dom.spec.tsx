import { describe, expect, it } from 'vitest';
import { closedGroupMachine } from '../../../core/closed-groups/index.ts';
import { listLeafStateIds } from '../../../core/inspector/machine-graph.ts';
import * as storyModule from '../../../stories/closed-groups/closed-group.stories.tsx';

const stories: Record<string, unknown> = { ...storyModule };

/** The story that shows each resting state of the group page's machine (a parallel region's state by itself). */
const STORY_OF: Record<string, keyof typeof storyModule> = {
  'closedGroup.drafting': 'Drafting',
  'closedGroup.creating': 'Creating',
  'closedGroup.loading': 'Loading',
  'closedGroup.loadFailed': 'LoadFailed',
  'closedGroup.notFound': 'NotFound',
  'closedGroup.forbidden': 'Forbidden',
  'closedGroup.ready.title.idle': 'TitleChanged',
  'closedGroup.ready.title.saving': 'TitleSaving',
  'closedGroup.ready.title.saved': 'TitleSaved',
  'closedGroup.ready.members.idle': 'Ready',
  'closedGroup.ready.members.adding': 'Adding',
  'closedGroup.ready.members.confirmingRemoval': 'ConfirmingRemoval',
  'closedGroup.ready.members.removing': 'Removing',
  'closedGroup.ready.deletion.idle': 'Ready',
  'closedGroup.ready.deletion.confirming': 'ConfirmingDeletion',
  'closedGroup.ready.deletion.deleting': 'Deleting',
  'closedGroup.deleted': 'Deleted',
};

describe('the group page’s stories', () => {
  it('show every state of its machine', () => {
    const leaves = listLeafStateIds(closedGroupMachine);
    expect(leaves).toHaveLength(Object.keys(STORY_OF).length);
    expect(leaves.filter((id) => !(id in STORY_OF))).toEqual([]);
    for (const id of leaves) expect(typeof stories[STORY_OF[id]!], id).toBe('function');
  });
});
