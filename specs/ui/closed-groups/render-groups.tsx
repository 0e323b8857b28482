import { cleanup, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { afterEach } from 'vitest';
import type { Language } from '../../../core/api/index.ts';
import { ClosedGroupsTexts } from '../../../stories/closed-groups/closed-groups-texts.tsx';

afterEach(cleanup);

/** Renders (and rerenders) with the `ui`, `menu` and `groups` texts of the language (English by default). */
export function renderGroups(ui: ReactElement, language: Language = 'en') {
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <ClosedGroupsTexts language={language}>{children}</ClosedGroupsTexts>
    ),
  });
}
