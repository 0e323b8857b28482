import { cleanup, render } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import type { Language } from '../../../../core/api/index.ts';
import { ExpertTexts } from '../../../../stories/quiz/expert/expert-story-i18n.tsx';

afterEach(cleanup);

/** Renders with the `ui` and `expert` texts of the language (English by default). */
export function renderExpert(ui: ReactElement, language: Language = 'en') {
  return render(<ExpertTexts language={language}>{ui}</ExpertTexts>);
}

/** Serious and critical axe findings in the document (contrast needs a real layout: the e2e checks it). */
export async function seriousViolations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    resultTypes: ['violations'],
  });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
