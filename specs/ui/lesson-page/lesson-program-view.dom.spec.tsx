import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../app/server/translations/en/lesson.json' with { type: 'json' };
import enQuiz from '../../../app/server/translations/en/quiz.json' with { type: 'json' };
import type { StudentProgram } from '../../../core/api/lesson-page.ts';
import { subscriber, visitor } from '../../../stories/lesson-page/lesson-program.stories.tsx';
import { I18nProvider } from '../../../ui/i18n/i18n-context.tsx';
import { LessonProgramView } from '../../../ui/lesson-page/lesson-program-view.tsx';
import { renderUi } from '../render-ui.tsx';

afterEach(cleanup);

function view(program: StudentProgram, signedIn = true) {
  return renderUi(
    <I18nProvider language="en" catalog={{ lesson: en, quiz: enQuiz }}>
      <LessonProgramView
        program={program}
        signedIn={signedIn}
        signInHref="/sign-in?next=%2Fcourses%2Fukrainian-for-beginners"
        formatDate={() => '05 March, 2027 09:00'}
        formatPrice={(price, currency) => `${currency} ${price.toFixed(2)}`}
        currentLessonId={2}
      />
    </I18nProvider>,
  );
}

const row = (title: string) => screen.getByRole('link', { name: title }).closest('li') as HTMLElement;

describe('LessonProgramView', () => {
  it('shows a subscriber each lesson’s state and why a closed one waits, the practice, progress and where to go on', () => {
    view(subscriber);
    expect(within(row('The Cyrillic alphabet')).getByText('Finished')).toBeTruthy();
    expect(within(row('Numbers from one to ten')).getByText('Opens on 05 March, 2027 09:00')).toBeTruthy();
    expect(
      within(row('Colours')).getByText('The lesson opens when you pass Checkpoint: introduce yourself.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Greetings and goodbyes' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: 'Letters that look alike' }).getAttribute('href')).toBe(
      '/courses/ukrainian-for-beginners/lesson-1/quizzes/7',
    );
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.getByText('1 of 5 lessons finished')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      '/courses/ukrainian-for-beginners/lesson-2',
    );
    expect(screen.queryByRole('region', { name: 'Get access' })).toBeNull();
    expect(
      screen
        .getAllByRole('listitem')
        .filter((item) => item.hasAttribute('data-state'))
        .map((item) => item.getAttribute('data-state')),
    ).toEqual(['finished', 'open', 'open', 'unavailable', 'unavailable']);
  });

  it('shows a visitor the offers on sale with their prices and sign in, the free lesson marked, no progress', () => {
    view(visitor, false);
    const offers = screen.getByRole('region', { name: 'Get access' });
    expect(within(offers).getByText('USD 49.00')).toBeTruthy();
    expect(within(offers).getByText('Lessons it opens: 2')).toBeTruthy();
    expect(within(offers).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toContain('/sign-in');
    expect(within(row('The Cyrillic alphabet')).getByText('Free')).toBeTruthy();
    expect(within(row('Greetings and goodbyes')).getByText('Get access')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('link', { name: 'Start the course' })).toBeTruthy();
  });
});
