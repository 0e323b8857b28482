import type { Story } from '@ladle/react';
import { useState } from 'react';
import { DeleteConfirmModal, Modal } from '../../ui/modal/index.ts';
import { Button, RadioGroup, TextField } from '../../ui/primitives/index.ts';
import { Stack, StoryFrame } from '../story-frame.tsx';

export default { title: 'Modal' };

function ButtonSettings() {
  const [open, setOpen] = useState(true);
  return (
    <StoryFrame>
      <Button onClick={() => setOpen(true)}>Edit button</Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Button"
        description="A button students can click inside the lesson."
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setOpen(false)}>Save</Button>
          </>
        }
      >
        <Stack direction="column" align="stretch" gap={16}>
          <TextField label="Text" defaultValue="Join the closed group" required />
          <RadioGroup
            label="Link type"
            defaultValue="link"
            orientation="horizontal"
            options={[
              { value: 'link', label: 'Link' },
              { value: 'group', label: 'Closed group' },
              { value: 'block', label: 'Lesson block' },
            ]}
          />
          <TextField label="Link" defaultValue="htp:/" error="invalid url" />
        </Stack>
      </Modal>
    </StoryFrame>
  );
}

export const Dialog: Story = () => <ButtonSettings />;

export const DeleteConfirm: Story = () => (
  <StoryFrame>
    <DeleteConfirmModal
      open
      title="Delete “Lesson 3. Window light”?"
      text="The lesson, its blocks and the students’ answers will be deleted. This can’t be undone."
      onConfirm={() => {}}
    />
  </StoryFrame>
);

export const DeleteLoading: Story = () => (
  <StoryFrame>
    <DeleteConfirmModal open loading onConfirm={() => {}} />
  </StoryFrame>
);
