import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextArea, TextField } from '../../../ui/primitives/index.ts';
import { renderUi } from '../render-ui.tsx';

describe('TextField and TextArea', () => {
  it('is named by its label and typed into', async () => {
    const user = userEvent.setup();
    renderUi(<TextField label="Course title" />);
    const input = screen.getByRole('textbox', { name: 'Course title' });
    await user.type(input, 'Photography');
    expect((input as HTMLInputElement).value).toBe('Photography');
  });

  it('a required field shows an asterisk (spec 1 §5) and is announced as required', () => {
    renderUi(<TextField label="Email" required />);
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input.getAttribute('aria-required')).toBe('true');
    const label = document.querySelector(`label[for="${input.id}"]`);
    expect(label?.textContent).toContain('*');
    expect(label?.querySelector('[aria-hidden="true"]')?.textContent).toBe('*');
  });

  it('an error marks the input invalid and is read with the hint', () => {
    renderUi(<TextField label="Link" hint="Starts with https://" error="invalid url" />);
    const input = screen.getByRole('textbox', { name: 'Link' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['invalid url', 'Starts with https://']);
  });

  it('without an error the input is not invalid and describes only its hint', () => {
    renderUi(<TextArea label="About the course" hint="Up to 500 characters" />);
    const area = screen.getByRole('textbox', { name: 'About the course' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.hasAttribute('aria-invalid')).toBe(false);
    expect(document.getElementById(area.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Up to 500 characters',
    );
  });
});
