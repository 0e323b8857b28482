import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import type { Language } from '../../../core/api/index.ts';
import { LessonEditorTexts } from '../../../stories/lesson-editor/lesson-editor-texts.tsx';

afterEach(cleanup);

/** Renders with the `ui` and `editor` texts of the language (English by default). */
export function renderEditor(ui: ReactElement, language: Language = 'en') {
  const result = render(<LessonEditorTexts language={language}>{ui}</LessonEditorTexts>);
  return {
    ...result,
    rerender: (next: ReactElement) =>
      result.rerender(<LessonEditorTexts language={language}>{next}</LessonEditorTexts>),
  };
}
