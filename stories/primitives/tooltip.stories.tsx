import type { Story } from '@ladle/react';
import { SettingsIcon } from '../../ui/icons/index.ts';
import { Button, Tooltip } from '../../ui/primitives/index.ts';
import { StoryFrame } from '../story-frame.tsx';

export default { title: 'Primitives / Tooltip' };

export const Shown: Story = () => (
  <StoryFrame>
    <div style={{ paddingTop: 48 }}>
      <Tooltip content="Lesson settings" defaultOpen>
        <Button variant="secondary" iconOnly aria-label="Lesson settings">
          <SettingsIcon size={18} />
        </Button>
      </Tooltip>
    </div>
  </StoryFrame>
);
