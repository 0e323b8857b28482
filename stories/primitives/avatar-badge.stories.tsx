import type { Story } from '@ladle/react';
import { Avatar, Badge } from '../../ui/primitives/index.ts';
import { Example, Stack, StoryFrame } from '../story-frame.tsx';

export default { title: 'Primitives / Avatar and badge' };

const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffb199"/><stop offset="1" stop-color="#ff0844"/></linearGradient></defs><rect width="64" height="64" fill="url(#g)"/><circle cx="32" cy="26" r="12" fill="#fff" opacity=".9"/><rect x="12" y="42" width="40" height="26" rx="13" fill="#fff" opacity=".9"/></svg>',
  );

export const Avatars: Story = () => (
  <StoryFrame>
    <Example title="Sizes 20 (default) and 32 (large), 40 and 64 for profiles">
      <Stack>
        <Avatar name="Olena Koval" bgColor="#3965ff" />
        <Avatar name="Olena Koval" bgColor="#3965ff" size={32} />
        <Avatar name="Olena Koval" bgColor="#3965ff" size={40} />
        <Avatar name="Olena Koval" bgColor="#3965ff" size={64} />
      </Stack>
    </Example>
    <Example title="Picture, initials on bg_color, colour from the name">
      <Stack>
        <Avatar name="Maria Lopez" src={photo} size={32} />
        <Avatar name="Іван Петренко" bgColor="#fdd835" size={32} />
        <Avatar name="Дмитрий" size={32} />
        <Avatar name="Anna Schmidt" size={32} />
        <Avatar name="Broken picture" src="/missing.png" size={32} />
      </Stack>
    </Example>
  </StoryFrame>
);

export const Badges: Story = () => (
  <StoryFrame>
    <Example title="Soft (statuses)">
      <Stack>
        <Badge>Draft</Badge>
        <Badge tone="brand">New</Badge>
        <Badge tone="success" dot>
          Published
        </Badge>
        <Badge tone="warning" dot>
          Pending review
        </Badge>
        <Badge tone="danger" dot>
          Payment failed
        </Badge>
      </Stack>
    </Example>
    <Example title="Solid (counts)">
      <Stack>
        <Badge tone="brand" variant="solid">
          12
        </Badge>
        <Badge tone="danger" variant="solid">
          3
        </Badge>
        <Badge tone="success" variant="solid">
          99+
        </Badge>
      </Stack>
    </Example>
  </StoryFrame>
);
