import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import type { Language } from '../../../core/api/index.ts';
import { PublicPageTexts } from '../../../stories/public-page/public-page-texts.tsx';

afterEach(cleanup);

/** Renders with the `ui`, `editor` and `public_page` texts of the language (English by default). */
export function renderPage(ui: ReactElement, language: Language = 'en') {
  return render(<PublicPageTexts language={language}>{ui}</PublicPageTexts>);
}
