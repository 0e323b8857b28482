import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  Checkbox,
  RadioGroup,
  Switch,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '../../../ui/primitives/index.ts';
import { renderUi } from '../render-ui.tsx';

describe('Checkbox', () => {
  it('toggles with a click on its label and with Space, and is described by its description', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(
      <Checkbox
        label="Allow download"
        description="Students can save the file."
        onCheckedChange={onChange}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Allow download' });
    expect(box.getAttribute('aria-checked')).toBe('false');
    await user.click(screen.getByText('Allow download'));
    expect(box.getAttribute('aria-checked')).toBe('true');
    await user.keyboard(' ');
    expect(box.getAttribute('aria-checked')).toBe('false');
    expect(onChange.mock.calls).toEqual([[true], [false]]);
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Students can save the file.',
    );
  });

  it('shows a mixed state and cannot be changed when disabled', async () => {
    const user = userEvent.setup();
    renderUi(
      <>
        <Checkbox label="All lessons" checked="indeterminate" />
        <Checkbox label="Locked" disabled />
      </>,
    );
    expect(screen.getByRole('checkbox', { name: 'All lessons' }).getAttribute('aria-checked')).toBe('mixed');
    const locked = screen.getByRole('checkbox', { name: 'Locked' });
    await user.click(locked);
    expect(locked.getAttribute('aria-checked')).toBe('false');
  });
});

describe('RadioGroup', () => {
  it('is a named group whose arrow keys move the choice, skipping disabled ones', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(
      <RadioGroup
        label="Link type"
        defaultValue="link"
        onValueChange={onChange}
        options={[
          { value: 'link', label: 'Link' },
          { value: 'closed-group', label: 'Closed group', disabled: true },
          { value: 'block', label: 'Block of the lesson' },
        ]}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Link type' })).toBeTruthy();
    const link = screen.getByRole('radio', { name: 'Link' });
    expect(link.getAttribute('aria-checked')).toBe('true');
    link.focus();
    await user.keyboard('{ArrowDown}');
    const block = screen.getByRole('radio', { name: 'Block of the lesson' });
    expect(document.activeElement).toBe(block);
    await user.keyboard(' ');
    expect(block.getAttribute('aria-checked')).toBe('true');
    expect(onChange).toHaveBeenLastCalledWith('block');
  });
});

describe('Switch', () => {
  it('is a named switch that reports on and off', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(<Switch label="Document preview" onCheckedChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Document preview' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.keyboard(' ');
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });
});

describe('Tabs', () => {
  it('moves between tabs with arrow keys and shows the chosen panel', async () => {
    const user = userEvent.setup();
    renderUi(
      <Tabs defaultValue="lessons">
        <TabsList aria-label="Course">
          <TabsTrigger value="lessons" count={12}>
            Lessons
          </TabsTrigger>
          <TabsTrigger value="students">Students</TabsTrigger>
        </TabsList>
        <TabsContent value="lessons">Lesson list</TabsContent>
        <TabsContent value="students">Student list</TabsContent>
      </Tabs>,
    );
    const lessons = screen.getByRole('tab', { name: /Lessons/ });
    expect(lessons.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Lesson list');
    lessons.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Students' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Students' }).textContent).toBe('Student list');
  });
});
