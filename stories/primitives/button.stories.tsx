import type { Story } from '@ladle/react';
import { PlusIcon, TrashIcon } from '../../ui/icons/index.ts';
import { Button, type ButtonVariant } from '../../ui/primitives/index.ts';
import { Example, Stack, StoryFrame } from '../story-frame.tsx';

export default { title: 'Primitives / Button' };

const variants: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger'];

export const Variants: Story = () => (
  <StoryFrame>
    {variants.map((variant) => (
      <Example key={variant} title={variant}>
        <Stack>
          <Button variant={variant} size="sm">
            Small
          </Button>
          <Button variant={variant}>Create course</Button>
          <Button variant={variant} size="lg">
            Large
          </Button>
          <Button variant={variant} iconStart={<PlusIcon size={18} />}>
            With icon
          </Button>
          <Button variant={variant} iconOnly aria-label="Add lesson">
            <PlusIcon size={18} />
          </Button>
        </Stack>
      </Example>
    ))}
  </StoryFrame>
);

export const Loading: Story = () => (
  <StoryFrame>
    <Stack>
      {variants.map((variant) => (
        <Button key={variant} variant={variant} loading>
          Saving changes
        </Button>
      ))}
    </Stack>
  </StoryFrame>
);

export const Disabled: Story = () => (
  <StoryFrame>
    <Stack>
      {variants.map((variant) => (
        <Button key={variant} variant={variant} disabled>
          Publish
        </Button>
      ))}
    </Stack>
  </StoryFrame>
);

export const AsLink: Story = () => (
  <StoryFrame>
    <Stack>
      <Button href="#courses">Go to courses</Button>
      <Button href="#help" variant="secondary">
        Help centre
      </Button>
      <Button asChild variant="ghost">
        <a href="#docs">Read the docs</a>
      </Button>
      <Button href="#soon" disabled variant="secondary">
        Disabled link
      </Button>
    </Stack>
  </StoryFrame>
);

export const Danger: Story = () => (
  <StoryFrame>
    <Stack>
      <Button variant="danger" iconStart={<TrashIcon size={18} />}>
        Delete lesson
      </Button>
      <Button variant="secondary">Cancel</Button>
    </Stack>
  </StoryFrame>
);

export const FullWidthOnPhone: Story = () => (
  <StoryFrame width={390}>
    <Stack direction="column" align="stretch">
      <Button fullWidth size="lg">
        Continue
      </Button>
      <Button fullWidth size="lg" variant="secondary">
        Back
      </Button>
    </Stack>
  </StoryFrame>
);
