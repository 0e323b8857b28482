import type { Story } from '@ladle/react';
import { Badge, CollapsiblePanel } from '../../ui/primitives/index.ts';
import { Stack, StoryFrame } from '../story-frame.tsx';

export default { title: 'Primitives / Collapsible panel' };

export const ClosedAndOpen: Story = () => (
  <StoryFrame width={640}>
    <Stack direction="column" align="stretch" gap={12}>
      <CollapsiblePanel title="Section 1. Getting started" meta={<Badge>4 lessons</Badge>}>
        <p>Welcome, camera basics, your first portrait, homework.</p>
      </CollapsiblePanel>
      <CollapsiblePanel title="Section 2. Light" meta={<Badge>6 lessons</Badge>} defaultOpen>
        <p>Window light, reflectors, golden hour, studio light, mixing light, homework.</p>
      </CollapsiblePanel>
      <CollapsiblePanel title="Section 3. Editing (opens next week)" disabled>
        <p>Hidden.</p>
      </CollapsiblePanel>
    </Stack>
  </StoryFrame>
);
