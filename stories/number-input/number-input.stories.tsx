import type { Story } from '@ladle/react';
import { useState } from 'react';
import { NumberInput } from '../../ui/number-input/index.ts';
import { Stack, StoryFrame } from '../story-frame.tsx';

export default { title: 'Number input' };

function FontSize() {
  const [value, setValue] = useState<number | null>(16);
  return (
    <NumberInput
      label="Custom font size"
      unit="px"
      min={1}
      max={100}
      value={value}
      onValueChange={setValue}
    />
  );
}

export const Idle: Story = () => (
  <StoryFrame width={360}>
    <Stack direction="column" align="stretch" gap={20}>
      <FontSize />
      <NumberInput label="Attempts" min={1} max={5} value={3} required />
      <NumberInput label="Accessible after days" value={0} min={0} stepper={false} hint="0 opens at once." />
      <NumberInput label="Disabled" value={10} disabled />
    </Stack>
  </StoryFrame>
);

export const RejectedAboveMax: Story = () => (
  <StoryFrame width={360}>
    <NumberInput
      label="Custom font size"
      unit="px"
      min={1}
      max={100}
      value={16}
      initialState={{ value: 'flashing', context: { rejection: 'above-max' } }}
    />
  </StoryFrame>
);
