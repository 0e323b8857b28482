import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  Avatar,
  Badge,
  CollapsiblePanel,
  EmptyState,
  initialsOf,
  ProgressBar,
  Spinner,
} from '../../../ui/primitives/index.ts';
import { renderUi } from '../render-ui.tsx';

describe('Avatar', () => {
  it('without a picture shows initials on the bg_color with readable text, 20 px by default', () => {
    renderUi(<Avatar name="Olena Koval" bgColor="#3965ff" />);
    const avatar = screen.getByRole('img', { name: 'Olena Koval' });
    expect(avatar.textContent).toBe('OK');
    expect(avatar.style.getPropertyValue('--avatar-size')).toBe('20px');
    expect(avatar.style.getPropertyValue('--avatar-bg')).toBe('#3965ff');
    expect(avatar.style.getPropertyValue('--avatar-fg')).toBe('#ffffff');
  });

  it('is 32 px when large and picks dark initials on a light colour', () => {
    renderUi(<Avatar name="Іван" bgColor="#fdd835" size={32} />);
    const avatar = screen.getByRole('img', { name: 'Іван' });
    expect(avatar.style.getPropertyValue('--avatar-size')).toBe('32px');
    expect(avatar.style.getPropertyValue('--avatar-fg')).toBe('#151a2d');
    expect(avatar.textContent).toBe('І');
  });

  it('takes initials from the first and last word, whatever the script', () => {
    expect(initialsOf('Олена Петрівна Коваль')).toBe('ОК');
    expect(initialsOf('  anna ')).toBe('A');
    expect(initialsOf('')).toBe('?');
  });
});

describe('ProgressBar', () => {
  it('is a named progressbar with its value, clamped to the range', () => {
    renderUi(<ProgressBar label="Course progress" value={140} showValue />);
    const bar = screen.getByRole('progressbar', { name: 'Course progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('100 %');
  });
});

describe('CollapsiblePanel', () => {
  it('opens and closes from its heading button, which reports its state', async () => {
    const user = userEvent.setup();
    renderUi(
      <CollapsiblePanel title="Question description">
        <p>Describe the photo.</p>
      </CollapsiblePanel>,
    );
    const toggle = screen.getByRole('button', { name: 'Question description' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Describe the photo.')).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Describe the photo.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Question description' })).toBeTruthy();
  });
});

describe('Spinner, Badge and EmptyState', () => {
  it('a spinner announces loading in the current language', () => {
    renderUi(<Spinner />, { language: 'uk' });
    expect(screen.getByRole('status').textContent).toBe('Завантаження');
  });

  it('a badge shows its text and an empty state its heading and action', () => {
    renderUi(
      <>
        <Badge tone="success" dot>
          Published
        </Badge>
        <EmptyState
          title="No courses yet"
          text="Create your first course."
          action={<button type="button">Create</button>}
        />
      </>,
    );
    expect(screen.getByText('Published')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'No courses yet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create' })).toBeTruthy();
  });
});
