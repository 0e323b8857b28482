import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type LessonSettings, LessonSettingsPanel } from '../../../ui/lesson-editor/index.ts';
import { renderEditor } from './render-lesson-editor.tsx';

const settings: LessonSettings = {
  title: 'Why this course',
  image: null,
  is_public: false,
  accessible_after_days: 0,
  accessible_start_hour: '00:00',
  accessible_timezone: 'UTC',
  accessible_after_ids: [2],
  lesson_previews: [],
};

function panel(overrides: Partial<LessonSettings> = {}, autoTimezone = false) {
  const onChange = vi.fn();
  const onAutoTimezoneToggle = vi.fn();
  renderEditor(
    <LessonSettingsPanel
      settings={{ ...settings, ...overrides }}
      lessons={[
        { id: 2, title: 'Welcome' },
        { id: 3, title: 'First steps' },
      ]}
      timezones={['UTC', 'Europe/Kyiv']}
      autoTimezone={autoTimezone}
      onChange={onChange}
      onAutoTimezoneToggle={onAutoTimezoneToggle}
    />,
  );
  return { onChange, onAutoTimezoneToggle };
}

describe('LessonSettingsPanel', () => {
  it('saves the typed title after a pause and the switches at once', async () => {
    const user = userEvent.setup();
    const { onChange } = panel();
    await user.type(screen.getByRole('textbox', { name: /Title/ }), '!');
    expect(onChange).toHaveBeenLastCalledWith({ title: 'Why this course!' }, { typed: true });
    await user.click(screen.getByRole('switch', { name: 'Public lesson' }));
    expect(onChange).toHaveBeenLastCalledWith({ is_public: true });
  });

  it('sets the drip: the lessons it opens after, and the zone only when not following the device', async () => {
    const user = userEvent.setup();
    const { onChange, onAutoTimezoneToggle } = panel();
    expect(screen.getByRole('checkbox', { name: 'Welcome' }).getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('checkbox', { name: 'First steps' }));
    expect(onChange).toHaveBeenLastCalledWith({ accessible_after_ids: [2, 3] });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), 'Europe/Kyiv');
    expect(onChange).toHaveBeenLastCalledWith({ accessible_timezone: 'Europe/Kyiv' });
    await user.click(screen.getByRole('switch', { name: 'Use this device’s time zone' }));
    expect(onAutoTimezoneToggle).toHaveBeenCalledTimes(1);
  });

  it('greys out the zone while it follows the device', () => {
    panel({}, true);
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveProperty('disabled', true);
  });

  it('adds a preview only from an http(s) or site address', async () => {
    const user = userEvent.setup();
    const { onChange } = panel();
    const address = screen.getByRole('textbox', { name: 'Preview image address' });
    const add = screen.getByRole('button', { name: 'Add preview' });
    await user.type(address, 'javascript:alert(1)');
    expect(add).toHaveProperty('disabled', true);
    await user.clear(address);
    await user.type(address, 'https://cdn.example.com/p.png');
    await user.click(add);
    expect(onChange).toHaveBeenLastCalledWith({
      lesson_previews: [{ url: 'https://cdn.example.com/p.png' }],
    });
  });

  it('speaks Russian in a Russian interface', () => {
    const onChange = vi.fn();
    renderEditor(
      <LessonSettingsPanel
        settings={settings}
        lessons={[]}
        timezones={['UTC']}
        autoTimezone={false}
        onChange={onChange}
        onAutoTimezoneToggle={() => undefined}
      />,
      'ru',
    );
    expect(screen.getByRole('heading', { name: 'Настройки урока' })).toBeTruthy();
    expect(screen.getByText('В этом курсе ещё нет других уроков.')).toBeTruthy();
  });
});

describe('LessonSettingsPanel: the cover', () => {
  function coverPanel(props: {
    image?: string | null;
    imageUpload?: { progress: number; error: string | null } | null;
  }) {
    const onChange = vi.fn();
    const onPickImage = vi.fn();
    renderEditor(
      <LessonSettingsPanel
        settings={{ ...settings, image: props.image ?? null }}
        lessons={[]}
        timezones={['UTC']}
        autoTimezone={false}
        onChange={onChange}
        onAutoTimezoneToggle={vi.fn()}
        onPickImage={onPickImage}
        imageUpload={props.imageUpload ?? null}
      />,
    );
    return { onChange, onPickImage };
  }

  it('uploads an image file and refuses any other file at the picker, saying why', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { onPickImage } = coverPanel({});
    const picker = screen.getByLabelText('Upload cover');
    await user.upload(picker, new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    expect(onPickImage).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Choose an image file (JPEG, PNG, WebP or GIF).');
    const cover = new File(['png'], 'cover.png', { type: 'image/png' });
    await user.upload(picker, cover);
    expect(onPickImage).toHaveBeenCalledWith(cover);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the upload’s percent, its failure, and removes a cover', async () => {
    const user = userEvent.setup();
    const { onChange } = coverPanel({ image: '/files/c.png', imageUpload: { progress: 41.6, error: null } });
    expect(screen.getByText('Uploading the cover: 42%')).toBeTruthy();
    expect((screen.getByLabelText('Upload cover') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('img', { name: 'Lesson cover' }).getAttribute('src')).toBe('/files/c.png');
    await user.click(screen.getByRole('button', { name: 'Remove cover' }));
    expect(onChange).toHaveBeenLastCalledWith({ image: null });
  });

  it('tells a failed upload', () => {
    coverPanel({ imageUpload: { progress: 0, error: 'The file is too large.' } });
    expect(screen.getByRole('alert').textContent).toBe(
      'The cover could not be uploaded: The file is too large.',
    );
  });
});
