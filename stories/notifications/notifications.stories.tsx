import type { Story } from '@ladle/react';
import { useEffect } from 'react';
import { NotificationsProvider, useNotificationStack, useNotify } from '../../ui/notifications/index.ts';
import { Button } from '../../ui/primitives/index.ts';
import { Stack, StoryFrame } from '../story-frame.tsx';

export default { title: 'Notifications' };

function Buttons() {
  const notify = useNotify();
  return (
    <Stack>
      <Button
        variant="secondary"
        onClick={() => notify.success('Lesson saved', 'Students see the new version.')}
      >
        Success
      </Button>
      <Button variant="secondary" onClick={() => notify.info('Link copied')}>
        Info
      </Button>
      <Button
        variant="secondary"
        onClick={() => notify.danger('Something went wrong', 'The video requested was not found.')}
      >
        Error (5 s)
      </Button>
    </Stack>
  );
}

function Preset() {
  const notify = useNotify();
  useEffect(() => {
    notify.notify({
      kind: 'info',
      title: 'New comment',
      text: 'Olena replied to your answer.',
      duration: 600_000,
    });
    notify.notify({ kind: 'success', title: 'Course published', duration: 600_000 });
    notify.notify({
      kind: 'danger',
      title: 'Something went wrong',
      text: 'The owner of the requested video does not allow it to be played in embedded players',
      duration: 600_000,
    });
  }, [notify]);
  return null;
}

export const Stack3Kinds: Story = () => (
  <NotificationsProvider>
    <StoryFrame>
      <Preset />
      <Buttons />
    </StoryFrame>
  </NotificationsProvider>
);

function PausedStack() {
  const notify = useNotify();
  const { pause } = useNotificationStack();
  useEffect(() => {
    notify.success('Answer sent', 'Your teacher will check it soon.');
    notify.danger('Something went wrong', 'The request contains an invalid parameter value');
    pause();
  }, [notify, pause]);
  return null;
}

export const PausedWhilePointedAt: Story = () => (
  <NotificationsProvider>
    <StoryFrame>
      <PausedStack />
      <Buttons />
    </StoryFrame>
  </NotificationsProvider>
);

export const TryThem: Story = () => (
  <NotificationsProvider>
    <StoryFrame>
      <p style={{ marginBottom: 16, color: 'var(--color-text-muted)' }}>
        3000 ms, 5 s for errors; point at the stack to pause it.
      </p>
      <Buttons />
    </StoryFrame>
  </NotificationsProvider>
);
