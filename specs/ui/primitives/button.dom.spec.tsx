import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, type LinkComponentProps, LinkComponentProvider } from '../../../ui/primitives/index.ts';
import { renderUi } from '../render-ui.tsx';

function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <a data-router="yes" href={`/app${href}`} {...rest} />;
}

describe('Button', () => {
  it('runs its action on click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderUi(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('while loading is disabled, busy, keeps its name and ignores clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderUi(
      <Button loading onClick={onClick}>
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('svg')).not.toBeNull();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is a submit button only when asked, so it never submits a form by accident', () => {
    renderUi(
      <form>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Plain' }).getAttribute('type')).toBe('button');
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('type')).toBe('submit');
  });

  it('with href renders a link through the app router link component', () => {
    renderUi(
      <LinkComponentProvider component={RouterLink}>
        <Button href="/expert/courses">Courses</Button>
      </LinkComponentProvider>,
    );
    const link = screen.getByRole('link', { name: 'Courses' });
    expect(link.getAttribute('href')).toBe('/app/expert/courses');
    expect(link.dataset.router).toBe('yes');
  });

  it('a disabled link has no address and says it is disabled', () => {
    renderUi(
      <Button href="/expert/courses" disabled>
        Courses
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Courses' });
    expect(link.hasAttribute('href')).toBe(false);
    expect(link.getAttribute('aria-disabled')).toBe('true');
  });

  it('asChild gives its look to the child element', () => {
    renderUi(
      <Button asChild variant="secondary">
        <a href="/help">Help</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Help' });
    expect(link.className).toMatch(/button/);
    expect(link.className).toMatch(/secondary/);
  });
});
