import type { Story } from '@ladle/react';
import { useState } from 'react';
import { ColourPicker, type ColourPickerProps } from '../../ui/colour-picker/index.ts';
import { StoryFrame } from '../story-frame.tsx';

export default { title: 'Colour picker' };

const used = ['#3965ff80', '#e53935', '#16a05d', '#1a1f36'];

function Picker(props: Partial<ColourPickerProps>) {
  const [value, setValue] = useState<string | null>(props.value ?? '#3965ff');
  return (
    <div style={{ minHeight: 440 }}>
      <ColourPicker
        label="Text colour"
        signedIn
        usedColors={used}
        saveUsedColors={() => new Promise(() => {})}
        {...props}
        value={value}
        onChange={setValue}
      />
    </div>
  );
}

export const Closed: Story = () => (
  <StoryFrame>
    <Picker />
  </StoryFrame>
);

export const Palette: Story = () => (
  <StoryFrame>
    <Picker initialState={{ value: 'open' }} />
  </StoryFrame>
);

export const CustomColour: Story = () => (
  <StoryFrame>
    <Picker initialState={{ value: 'custom', context: { hexInput: '#3965FF', opacity: 128 } }} />
  </StoryFrame>
);

export const InvalidHex: Story = () => (
  <StoryFrame>
    <Picker initialState={{ value: 'custom', context: { hexInput: '#39zz', opacity: 255 } }} />
  </StoryFrame>
);

export const Saving: Story = () => (
  <StoryFrame>
    <Picker
      value="#3965ff80"
      initialState={{ value: 'saving', context: { hexInput: '#3965ff', opacity: 128 } }}
    />
  </StoryFrame>
);

export const SaveFailed: Story = () => (
  <StoryFrame>
    <Picker
      value="#3965ff80"
      initialState={{
        value: 'custom',
        context: {
          hexInput: '#3965ff',
          opacity: 128,
          saveError: 'Could not save your colours. Check the connection.',
        },
      }}
    />
  </StoryFrame>
);

export const Guest: Story = () => (
  <StoryFrame>
    <Picker signedIn={false} usedColors={[]} value="transparent" initialState={{ value: 'open' }} />
  </StoryFrame>
);
