import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { questionResults, schoolQuizzes } from '../../../../stories/quiz/expert/expert-quiz.fixture.ts';
import { QuestionResult, QuizList, type QuizListProps } from '../../../../ui/quiz/expert/index.ts';
import { renderExpert, seriousViolations } from './render-expert.tsx';

function quizList(overrides: Partial<QuizListProps> = {}) {
  const props: QuizListProps = {
    state: 'ready',
    quizzes: schoolQuizzes,
    page: 1,
    lastPage: 1,
    onPageChange: vi.fn(),
    hrefOf: (quizId) => `/expert/quiz/${quizId}/attempts`,
    ...overrides,
  };
  return { props, ...renderExpert(<QuizList {...props} />, 'en') };
}

describe('the school’s quiz list', () => {
  it('links each quiz to its attempts with its place, counts and the attempts on review as a badge', async () => {
    quizList();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/expert/quiz/3/attempts',
      '/expert/quiz/7/attempts',
      '/expert/quiz/9/attempts',
    ]);
    expect(links[0]!.textContent).toContain('Reading aloud: your hardest letter');
    expect(links[0]!.textContent).toContain('Ukrainian for beginners · The Cyrillic alphabet');
    expect(links[0]!.textContent).toContain('3 questions · 14 attempts');
    expect(within(links[0]!).getByText('4 on review')).toBeTruthy();
    expect(links[1]!.textContent).toContain('1 attempt');
    expect(within(links[2]!).getByText('Nothing to review')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it('pages, says when the school has no quiz, and offers a retry after a failure', () => {
    const { props } = quizList({ lastPage: 3, page: 2 });
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(props.onPageChange).toHaveBeenCalledWith(3);
    document.body.innerHTML = '';
    quizList({ quizzes: [] });
    expect(screen.getByText('No quizzes yet')).toBeTruthy();
    document.body.innerHTML = '';
    const onRetry = vi.fn();
    renderExpert(<QuizList {...quizList({ state: 'failed', onRetry }).props} />, 'uk');
    fireEvent.click(screen.getAllByRole('button', { name: 'Спробувати ще раз' })[0]!);
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('the comment setting of a result', () => {
  it('is a working checkbox when the view can save it, and tells the new value', () => {
    const onChange = vi.fn();
    const written = questionResults()[0]!;
    renderExpert(<QuestionResult {...written} commentsAllowed={false} onCommentsAllowedChange={onChange} />);
    const allow = screen.getByRole('checkbox', { name: 'Students may comment on this result' });
    expect((allow as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText('This setting is saved once comments arrive in Lectern.')).toBeNull();
    fireEvent.click(allow);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('shows an allowed result as checked', () => {
    renderExpert(
      <QuestionResult {...questionResults()[0]!} commentsAllowed onCommentsAllowedChange={vi.fn()} />,
    );
    const allow = screen.getByRole('checkbox', { name: 'Students may comment on this result' });
    expect(allow.getAttribute('aria-checked')).toBe('true');
  });
});
