import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  attemptRows,
  FIXTURE_TIME_ZONE,
  questionResults,
  REVIEWED_ATTEMPT_ID,
} from '../../../../stories/quiz/expert/expert-quiz.fixture.ts';
import {
  AttemptList,
  type AttemptListProps,
  HistoryStrip,
  QuestionResult,
  ReviewActions,
} from '../../../../ui/quiz/expert/index.ts';
import type { QuestionScreen } from '../../../../ui/quiz/questions/question-screen.types.ts';
import { renderExpert, seriousViolations } from './render-expert.tsx';

function list(overrides: Partial<AttemptListProps> = {}) {
  const props: AttemptListProps = {
    state: 'ready',
    rows: attemptRows,
    filter: 'on-review',
    onFilterChange: vi.fn(),
    page: 1,
    lastPage: 1,
    onPageChange: vi.fn(),
    selectedId: null,
    onOpen: vi.fn(),
    timeZone: FIXTURE_TIME_ZONE,
    ...overrides,
  };
  renderExpert(<AttemptList {...props} />);
  return props;
}

describe('the attempts list', () => {
  it('shows each student with their status in its colour, the score and the finish date, and opens an attempt', async () => {
    const props = list();
    const taras = screen.getByRole('button', { name: 'Open the attempt of Taras Melnyk' });
    expect(taras.textContent).toContain('On review');
    expect(taras.textContent).toContain('Score 4');
    expect(taras.textContent).toContain('Finished 21 November, 2026 18:42');
    expect(within(taras).getByText('On review').closest('[data-status]')?.getAttribute('data-status')).toBe(
      '6',
    );
    const maria = screen.getByRole('button', { name: 'Open the attempt of Maria Lopez' });
    expect(within(maria).getByText('Needs rework').closest('[data-status]')?.className).toMatch(/warning/);
    expect(screen.getByRole('button', { name: 'Open the attempt of Dmytro Bondar' }).textContent).toContain(
      'Not finished yet',
    );
    fireEvent.click(taras);
    expect(props.onOpen).toHaveBeenCalledWith(REVIEWED_ATTEMPT_ID);
    expect(await seriousViolations()).toEqual([]);
  });

  it('starts on "on review" and asks for another status when a filter is pressed', () => {
    const props = list();
    const filters = screen.getByRole('group', { name: 'Show attempts' });
    const buttons = within(filters).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'On review',
      'Needs rework',
      'Passed',
      'Failed',
      'All',
    ]);
    expect(buttons[0]!.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(filters).getByRole('button', { name: 'Needs rework' }));
    expect(props.onFilterChange).toHaveBeenCalledWith('needs-rework');
  });

  it('pages through the attempts and cannot go before the first page', () => {
    const props = list({ lastPage: 3 });
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(props.onPageChange).toHaveBeenCalledWith(2);
  });

  it('says plainly that nothing waits for review, that loading failed, or that the server has no list', () => {
    list({ rows: [] });
    expect(screen.getByText('Nothing is waiting for your review.', { exact: false })).toBeTruthy();
    document.body.innerHTML = '';
    const onRetry = vi.fn();
    list({ state: 'failed', onRetry });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
    document.body.innerHTML = '';
    list({ state: 'unavailable' });
    expect(screen.getByRole('note').textContent).toContain('The list of attempts is not available yet');
  });
});

describe('a question result', () => {
  const [written, picture, poll] = questionResults();

  it('reads the 9-segment history strip out, oldest first', () => {
    renderExpert(<HistoryStrip segments={written!.history} />);
    const strip = screen.getByRole('img', { name: /Answer history/ });
    expect(strip.getAttribute('aria-label')).toBe(
      'Answer history, oldest first: incorrect, answered, not marked automatically, answered, not marked automatically, no answer, no answer, no answer, no answer, no answer, no answer',
    );
    expect(
      [...strip.querySelectorAll('[data-segment]')].map((node) => node.getAttribute('data-segment')),
    ).toEqual(['incorrect', 'value-2', 'value-2', 'none', 'none', 'none', 'none', 'none', 'none']);
  });

  it('shows the written answer of this attempt first, then earlier attempts, with files and the last update', async () => {
    renderExpert(<QuestionResult {...written!} />);
    const groups = document.querySelectorAll('[data-attempt]');
    expect([...groups].map((group) => group.getAttribute('data-attempt'))).toEqual([
      String(REVIEWED_ATTEMPT_ID),
      '377',
    ]);
    expect(groups[0]!.textContent).toContain('This attempt');
    expect(groups[0]!.textContent).toContain('The soft sign ь: it has no sound of its own');
    expect(groups[0]!.textContent).toContain('Updated 21 November, 2026 18:40');
    expect(groups[1]!.textContent).toContain('Attempt #377');
    const notes = screen.getByRole('link', { name: /my-notes\.png/ });
    expect(notes.getAttribute('target')).toBe('_blank');
    expect(notes.querySelector('img')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'reading.mp3' }).getAttribute('href')).toBe('/files/reading.mp3');
    expect(screen.getByText('This question has no answer key: you judge the answer.')).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Comments: 2\./ }).textContent).toBe('2');
    const allow = screen.getByRole('checkbox', { name: 'Students may comment on this result' });
    expect(allow.getAttribute('aria-checked')).toBe('false');
    expect((allow as HTMLButtonElement).disabled).toBe(true);
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows the key and the chosen option with its picture and mark', () => {
    renderExpert(<QuestionResult {...picture!} />);
    const key = screen.getByText('Correct answers').parentElement!;
    expect(key.textContent).toContain('Ш');
    const current = document.querySelector(`[data-attempt="${REVIEWED_ATTEMPT_ID}"]`)!;
    expect(within(current as HTMLElement).getByRole('img', { name: 'Ш' })).toBeTruthy();
    expect(current.textContent).toContain('Correct');
    expect(document.querySelector('[data-attempt="377"]')!.textContent).toContain('Incorrect');
  });

  it('draws poll figures as bars with percent and count', async () => {
    renderExpert(<QuestionResult {...poll!} />);
    const bars = within(screen.getByRole('region', { name: 'Poll results' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'With the lesson video: 62.5%, 5 answers',
      'With flash cards: 25%, 2 answers',
      'Own answer: 12.5%, 1 answer',
    ]);
    expect(bars[0]!.textContent).toContain('62.5% · 5');
    expect((bars[1]!.querySelector('[style]') as HTMLElement).style.width).toBe('25%');
    expect(await seriousViolations()).toEqual([]);
  });

  it("uses the question type's review screen for this attempt when there is one, and falls back when it fails", () => {
    const Screen: QuestionScreen = (props) => <p>review screen of {props.question.type.slug}</p>;
    const review = { answer: { kind: 'text', text: 'x', files: [] }, review: {} } as never;
    renderExpert(<QuestionResult {...written!} review={review} screenFor={() => Screen} />);
    const current = document.querySelector(`[data-attempt="${REVIEWED_ATTEMPT_ID}"]`)!;
    expect(current.textContent).toContain('review screen of text_media_answer');
    expect(current.textContent).not.toContain('it has no sound of its own');
    // The screen lists the answer's files itself, so they are not repeated under it; the date stays.
    expect(within(current as HTMLElement).queryByRole('link', { name: /my-notes\.png/ })).toBeNull();
    expect(current.textContent).toContain('Updated');
    document.body.innerHTML = '';

    const Broken: QuestionScreen = () => {
      throw new Error('cannot draw');
    };
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderExpert(<QuestionResult {...written!} review={review} screenFor={() => Broken} />);
    quiet.mockRestore();
    expect(document.querySelector(`[data-attempt="${REVIEWED_ATTEMPT_ID}"]`)!.textContent).toContain(
      'it has no sound of its own',
    );
  });

  it('reads in Ukrainian', () => {
    renderExpert(<QuestionResult {...picture!} />, 'uk');
    expect(screen.getByText('Правильні відповіді')).toBeTruthy();
    expect(screen.getByText('Ця спроба')).toBeTruthy();
  });
});

describe('the review actions', () => {
  it('offers passed, needs rework and failed, presses the current mark and sends only a new one', () => {
    const onMark = vi.fn();
    renderExpert(<ReviewActions statusId={1} pendingMark={null} onMark={onMark} />);
    const group = screen.getByRole('group', { name: 'Mark the attempt' });
    const [passed, rework, failed] = within(group).getAllByRole('button');
    expect([passed, rework, failed].map((button) => button!.textContent)).toEqual([
      'Passed',
      'Needs rework',
      'Failed',
    ]);
    expect(passed!.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(passed!);
    expect(onMark).not.toHaveBeenCalled();
    fireEvent.click(rework!);
    expect(onMark).toHaveBeenCalledWith(3);
    fireEvent.click(failed!);
    expect(onMark).toHaveBeenLastCalledWith(2);
  });

  it('waits while a mark is saved, and offers none while the student is still answering', () => {
    renderExpert(<ReviewActions statusId={6} pendingMark={2} onMark={vi.fn()} />);
    expect(screen.getByRole('button', { name: /Failed/ }).getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'Passed' }) as HTMLButtonElement).disabled).toBe(true);
    document.body.innerHTML = '';
    renderExpert(<ReviewActions statusId={5} pendingMark={null} onMark={vi.fn()} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(/still answering/)).toBeTruthy();
  });
});

describe('file links', () => {
  it('never link a script address a stored file might carry', () => {
    const [written] = questionResults();
    const rows = written!.givenAnswers!.map((row, index) =>
      index === 0
        ? {
            ...row,
            files: [
              { uuid: 'bad', url: 'javascript:alert(1)', original_name: 'trap.png', mime_type: 'image/png' },
            ],
          }
        : row,
    );
    renderExpert(<QuestionResult {...written!} givenAnswers={rows} />);
    expect(screen.queryByRole('link', { name: /trap\.png/ })).toBeNull();
    expect(screen.getByText('trap.png')).toBeTruthy();
    expect(document.querySelector('[href^="javascript"], [src^="javascript"]')).toBeNull();
  });
});
