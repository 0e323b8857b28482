import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Dropdown, type DropdownOption, type DropdownProps } from '../../ui/dropdown/index.ts';
import { Stack, StoryFrame } from '../story-frame.tsx';
import { manyCourses, richOptions } from './dropdown.fixture.ts';

export default { title: 'Dropdown' };

type Props = Partial<DropdownProps<DropdownOption>> & { initial?: string | string[] | null };

function Controlled({ initial = null, ...props }: Props) {
  const [value, setValue] = useState<string | string[] | null>(initial);
  return (
    <Dropdown
      label="Course"
      options={manyCourses}
      value={value}
      onValueChange={(next) => setValue(next)}
      {...props}
    />
  );
}

const tall = { minHeight: 420 };

export const Closed: Story = () => (
  <StoryFrame width={420}>
    <Stack direction="column" align="stretch" gap={20}>
      <Controlled />
      <Controlled initial="3" label="Course (chosen)" />
      <Controlled initial="2" label="Read-only course" readOnly hint="Set by the school; it never opens." />
      <Controlled label="Disabled" disabled />
      <Controlled label="Required" required error="Choose a course." />
      <Controlled label="Several courses" multiple initial={['1', '4']} />
    </Stack>
  </StoryFrame>
);

export const Open: Story = () => (
  <StoryFrame width={420}>
    <div style={tall}>
      <Controlled initial="3" initialState={{ value: 'open', context: { highlightedKey: '4' } }} />
    </div>
  </StoryFrame>
);

export const OpenWithSearch: Story = () => (
  <StoryFrame width={420}>
    <div style={tall}>
      <Controlled
        searchable
        initialState={{ value: 'open', context: { search: 'in', highlightedKey: '3' } }}
      />
    </div>
  </StoryFrame>
);

export const EveryOptionField: Story = () => (
  <StoryFrame width={420}>
    <div style={{ minHeight: 480 }}>
      <Controlled
        label="Curator, status or material"
        options={richOptions}
        initial="1"
        initialState={{ value: 'open', context: { highlightedKey: '10' } }}
      />
    </div>
  </StoryFrame>
);

export const SeveralChoices: Story = () => (
  <StoryFrame width={420}>
    <div style={tall}>
      <Controlled
        multiple
        initial={['1', '4']}
        initialState={{ value: 'open', context: { highlightedKey: '2' } }}
      />
    </div>
  </StoryFrame>
);

export const Empty: Story = () => (
  <StoryFrame width={420}>
    <Stack direction="column" align="stretch" gap={160}>
      <Controlled label="Closed group" options={[]} initialState={{ value: 'open' }} />
    </Stack>
  </StoryFrame>
);

export const CustomEmptyText: Story = () => (
  <StoryFrame width={420}>
    <div style={{ minHeight: 200 }}>
      <Controlled
        label="Closed group"
        options={[]}
        emptyText="You have no closed groups yet"
        initialState={{ value: 'open' }}
      />
    </div>
  </StoryFrame>
);

export const Compact220: Story = () => (
  <StoryFrame width={420}>
    <div style={tall}>
      <Controlled label="Answer" compact initialState={{ value: 'open', context: { highlightedKey: '1' } }} />
    </div>
  </StoryFrame>
);

export const PhoneSheet: Story = () => (
  <StoryFrame width={390}>
    <Controlled
      presentation="sheet"
      initial="2"
      initialState={{ value: 'open', context: { highlightedKey: '2' } }}
    />
  </StoryFrame>
);
