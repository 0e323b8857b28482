import type { Story } from '@ladle/react';
import { Card, Checkbox, RadioGroup, Switch } from '../../ui/primitives/index.ts';
import { Example, Stack, StoryFrame } from '../story-frame.tsx';

export default { title: 'Primitives / Checkbox, radio, switch' };

export const Checkboxes: Story = () => (
  <StoryFrame width={560}>
    <Example title="States">
      <Stack direction="column" align="flex-start">
        <Checkbox label="Send me a copy" />
        <Checkbox
          label="Allow download"
          defaultChecked
          description="Students can save the file to their device."
        />
        <Checkbox label="All lessons" checked="indeterminate" />
        <Checkbox label="Certificates (soon)" disabled />
        <Checkbox label="Required by the school" checked disabled />
      </Stack>
    </Example>
  </StoryFrame>
);

export const Radios: Story = () => (
  <StoryFrame width={560}>
    <Stack direction="column" align="stretch" gap={32}>
      <RadioGroup
        label="Button link type"
        defaultValue="link"
        options={[
          { value: 'link', label: 'Link', description: 'Any address on the web.' },
          { value: 'closed-group', label: 'Closed group link' },
          { value: 'lesson-block', label: 'Block of this lesson' },
          { value: 'page-block', label: 'Block of a public page', disabled: true },
        ]}
      />
      <RadioGroup
        label="Alignment"
        orientation="horizontal"
        defaultValue="center"
        options={[
          { value: 'left', label: 'Left' },
          { value: 'center', label: 'Center' },
          { value: 'right', label: 'Right' },
        ]}
      />
    </Stack>
  </StoryFrame>
);

export const Switches: Story = () => (
  <StoryFrame width={480}>
    <Card padding="lg">
      <Stack direction="column" align="stretch" gap={20}>
        <Switch
          labelFirst
          label="Document preview"
          description="Students can open the PDF in the page."
          defaultChecked
        />
        <Switch labelFirst label="Document download" description="Students can save the original file." />
        <Switch labelFirst label="Auto timezone" disabled defaultChecked />
      </Stack>
    </Card>
  </StoryFrame>
);
