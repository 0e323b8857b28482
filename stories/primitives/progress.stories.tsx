import type { Story } from '@ladle/react';
import { Card, ProgressBar, Spinner } from '../../ui/primitives/index.ts';
import { Example, Stack, StoryFrame } from '../story-frame.tsx';

export default { title: 'Primitives / Progress and spinner' };

export const ProgressBars: Story = () => (
  <StoryFrame width={560}>
    <Card padding="lg">
      <Stack direction="column" align="stretch" gap={24}>
        <ProgressBar label="Course progress" value={0} showValue />
        <ProgressBar label="Course progress" value={64} showValue />
        <ProgressBar label="Course progress" value={100} showValue />
        <ProgressBar label="Uploading lesson-3.mp4" value={38} tone="brand" showValue />
        <ProgressBar label="Processing video" value={null} tone="brand" />
        <ProgressBar label="Quiz timer" value={12} tone="danger" size="sm" />
      </Stack>
    </Card>
  </StoryFrame>
);

export const Spinners: Story = () => (
  <StoryFrame>
    <Example title="Sizes">
      <Stack>
        <Spinner size={16} />
        <Spinner />
        <Spinner size={32} />
        <span style={{ color: 'var(--color-brand)' }}>
          <Spinner size={40} />
        </span>
      </Stack>
    </Example>
  </StoryFrame>
);
