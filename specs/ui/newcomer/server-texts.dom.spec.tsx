import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import editorEn from '../../../app/server/translations/en/editor.json' with { type: 'json' };
import noticesEn from '../../../app/server/translations/en/notices.json' with { type: 'json' };
import uploadsEn from '../../../app/server/translations/en/uploads.json' with { type: 'json' };
import editorRu from '../../../app/server/translations/ru/editor.json' with { type: 'json' };
import noticesRu from '../../../app/server/translations/ru/notices.json' with { type: 'json' };
import uploadsRu from '../../../app/server/translations/ru/uploads.json' with { type: 'json' };
import editorUk from '../../../app/server/translations/uk/editor.json' with { type: 'json' };
import noticesUk from '../../../app/server/translations/uk/notices.json' with { type: 'json' };
import uploadsUk from '../../../app/server/translations/uk/uploads.json' with { type: 'json' };
import type { Language } from '../../../core/api/index.ts';
import { I18nProvider } from '../../../ui/i18n/i18n-context.tsx';
import { ProcessState } from '../../../ui/lesson-editor/media-block-editor.tsx';
import { FileProcessingStatus } from '../../../ui/upload/index.ts';
import '../render-ui.tsx';

// Issue 23: the media failure reason comes as a code and values and is shown in the reader's language;
// a row older than codes keeps its English words.

const CATALOGS = {
  en: { notices: noticesEn, uploads: uploadsEn, editor: editorEn },
  uk: { notices: noticesUk, uploads: uploadsUk, editor: editorUk },
  ru: { notices: noticesRu, uploads: uploadsRu, editor: editorRu },
} as const;

function inLanguage(language: Language) {
  return ({ children }: { children: ReactNode }) => (
    <I18nProvider language={language} catalog={CATALOGS[language]} fallback={CATALOGS.en}>
      {children}
    </I18nProvider>
  );
}

const toolMissing = {
  code: 'tool_missing',
  params: { tool: 'ffprobe', install: 'apt-get install ffmpeg' },
  text: 'The server cannot convert video or audio: ffprobe is not installed on it.',
};

describe('a failed file in the storage list', () => {
  it.each([
    ['en', 'ffprobe is not installed on it. Ask the administrator to install it (apt-get install ffmpeg)'],
    [
      'uk',
      'на ньому не встановлено ffprobe. Попросіть адміністратора встановити його (apt-get install ffmpeg)',
    ],
    ['ru', 'на нём не установлен ffprobe. Попросите администратора установить его (apt-get install ffmpeg)'],
  ] as const)('says what to install in %s', (language, words) => {
    render(<FileProcessingStatus status="failed" reason={toolMissing} />, { wrapper: inLanguage(language) });
    expect(screen.getByRole('note').textContent).toContain(words);
  });

  it('shows an older row’s English words when it has no code, and when the code is unknown here', () => {
    const { rerender } = render(
      <FileProcessingStatus status="failed" reason={{ code: null, text: 'Converting the video failed.' }} />,
      { wrapper: inLanguage('uk') },
    );
    expect(screen.getByRole('note').textContent).toBe('Converting the video failed.');
    rerender(
      <FileProcessingStatus status="failed" reason={{ code: 'from_the_future', text: 'Newer words' }} />,
    );
    expect(screen.getByRole('note').textContent).toBe('Newer words');
  });

  it('keeps ffmpeg’s line as text, never markup', () => {
    const detail = '<img src=x onerror="alert(1)"> Invalid data found';
    render(
      <FileProcessingStatus
        status="failed"
        reason={{ code: 'conversion_failed_video', params: { detail } }}
      />,
      { wrapper: inLanguage('en') },
    );
    const note = screen.getByRole('note');
    expect(note.textContent).toBe(`Converting the video failed: ${detail}`);
    expect(note.querySelector('img')).toBeNull();
  });
});

describe('a failed file in the lesson constructor', () => {
  it('names the reason in the reader’s language', () => {
    render(
      <ProcessState
        file={{
          uuid: 'f1',
          process_status: 'failed',
          process_error: 'The file has no video or audio track to convert.',
          process_error_code: 'no_tracks',
          process_error_params: {},
        }}
      />,
      { wrapper: inLanguage('ru') },
    );
    expect(screen.getByRole('note').textContent).toContain('В файле нет видео- или аудиодорожки');
  });
});
