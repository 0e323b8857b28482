import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enEditor from '../../../app/server/translations/en/editor.json' with { type: 'json' };
import enMedia from '../../../app/server/translations/en/uploads.json' with { type: 'json' };
import ukEditor from '../../../app/server/translations/uk/editor.json' with { type: 'json' };
import { I18nProvider } from '../../../ui/i18n/i18n-context.tsx';
import type { ConstructorFile } from '../../../ui/lesson-editor/index.ts';
import { MediaBlockEditor } from '../../../ui/lesson-editor/media-block-editor.tsx';

// The constructor's audio and video blocks: once the worker has processed the file, the expert plays it
// there in the students' player ("Play here"), loaded only when asked; never while it is processing.

afterEach(cleanup);

const inLanguage = (language: 'en' | 'uk', ui: ReactElement) => {
  const catalog = { editor: language === 'en' ? enEditor : ukEditor, uploads: enMedia };
  return (
    <I18nProvider language={language} catalog={catalog} fallback={{ editor: enEditor, uploads: enMedia }}>
      {ui}
    </I18nProvider>
  );
};

const video: ConstructorFile = {
  uuid: 'f1',
  original_name: 'writing-the-letters.mp4',
  url: '/files/f1/master.m3u8',
  process_status: 'completed',
};

describe('a media block in the constructor', () => {
  it('plays a processed video in the app’s player only when the expert asks, and hides it again', () => {
    const renderMedia = vi.fn((kind: 'audio' | 'video', file: ConstructorFile) => (
      <p>
        {kind} player for {file.original_name}
      </p>
    ));
    render(
      inLanguage(
        'en',
        <MediaBlockEditor
          kind="video"
          file={video}
          uploads={[]}
          onPickFile={vi.fn()}
          renderMedia={renderMedia}
        />,
      ),
    );
    expect(renderMedia).not.toHaveBeenCalled();
    const play = screen.getByRole('button', { name: 'Play here' });
    expect(play.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(play);
    expect(screen.getByText('video player for writing-the-letters.mp4')).toBeTruthy();
    const hide = screen.getByRole('button', { name: 'Hide the player' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(hide);
    expect(screen.queryByText('video player for writing-the-letters.mp4')).toBeNull();
  });

  it('offers no player while the file is processing, nor without the app’s players', () => {
    const renderMedia = vi.fn(() => <p>player</p>);
    const { rerender } = render(
      inLanguage(
        'en',
        <MediaBlockEditor
          kind="audio"
          file={{ ...video, process_status: 'processing' }}
          uploads={[]}
          onPickFile={vi.fn()}
          renderMedia={renderMedia}
        />,
      ),
    );
    expect(screen.queryByRole('button', { name: 'Play here' })).toBeNull();
    rerender(
      inLanguage('en', <MediaBlockEditor kind="audio" file={video} uploads={[]} onPickFile={vi.fn()} />),
    );
    expect(screen.queryByRole('button', { name: 'Play here' })).toBeNull();
  });

  it('says it in Ukrainian', () => {
    render(
      inLanguage(
        'uk',
        <MediaBlockEditor
          kind="audio"
          file={video}
          uploads={[]}
          onPickFile={vi.fn()}
          renderMedia={() => null}
        />,
      ),
    );
    expect(screen.getByRole('button', { name: 'Відтворити тут' })).toBeTruthy();
  });
});
