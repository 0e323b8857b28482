import type { Story } from '@ladle/react';
import { PlusIcon, SearchIcon } from '../../ui/icons/index.ts';
import { Button, Card, EmptyState } from '../../ui/primitives/index.ts';
import { Stack, StoryFrame } from '../story-frame.tsx';

export default { title: 'Primitives / Empty state' };

export const WithAction: Story = () => (
  <StoryFrame width={720}>
    <Card padding="none">
      <EmptyState
        title="No students yet"
        text="Share the course link or add students by email."
        action={<Button iconStart={<PlusIcon size={18} />}>Add students</Button>}
      />
    </Card>
  </StoryFrame>
);

export const NothingFound: Story = () => (
  <StoryFrame width={720}>
    <Stack direction="column" align="stretch">
      <Card padding="none">
        <EmptyState
          size="sm"
          icon={<SearchIcon size={24} />}
          title="Nothing found"
          text="Try another word or clear the filters."
        />
      </Card>
    </Stack>
  </StoryFrame>
);
