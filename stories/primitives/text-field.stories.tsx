import type { Story } from '@ladle/react';
import { TextArea, TextField } from '../../ui/primitives/index.ts';
import { Stack, StoryFrame } from '../story-frame.tsx';

export default { title: 'Primitives / Text field' };

export const States: Story = () => (
  <StoryFrame width={480}>
    <Stack direction="column" align="stretch" gap={20}>
      <TextField label="Course title" placeholder="e.g. Portrait photography" />
      <TextField label="Email" type="email" required hint="We send the receipt here." />
      <TextField label="Button link" defaultValue="htp:/broken" error="Invalid URL" required />
      <TextField label="Course ID" defaultValue="1042" disabled />
      <TextField label="Public link" defaultValue="https://lectern.school/c/1042" readOnly />
    </Stack>
  </StoryFrame>
);

export const TextAreas: Story = () => (
  <StoryFrame width={480}>
    <Stack direction="column" align="stretch" gap={20}>
      <TextArea
        label="Description"
        placeholder="What will students learn?"
        hint="Shown on the course page."
      />
      <TextArea label="Answer" required error="Write an answer before sending." />
      <TextArea label="Archived note" defaultValue="This lesson was moved." disabled />
    </Stack>
  </StoryFrame>
);
