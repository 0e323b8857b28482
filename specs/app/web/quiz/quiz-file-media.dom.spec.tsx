import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import expert from '../../../../app/server/translations/en/expert.json' with { type: 'json' };
import lesson from '../../../../app/server/translations/en/lesson.json' with { type: 'json' };
import player from '../../../../app/server/translations/en/player.json' with { type: 'json' };
import questions from '../../../../app/server/translations/en/questions.json' with { type: 'json' };
import ui from '../../../../app/server/translations/en/ui.json' with { type: 'json' };
import { QuizFileMedia } from '../../../../app/web/quiz/quiz-file-media.tsx';
import { questionResults } from '../../../../stories/quiz/expert/expert-quiz.fixture.ts';
import { I18nProvider } from '../../../../ui/i18n/i18n-context.tsx';
import { FilesViewer } from '../../../../ui/quiz/content/index.ts';
import { QuestionResult } from '../../../../ui/quiz/expert/index.ts';

// A question's files on the quiz page (issue 17): the page hands in the app's players, so a video
// plays in the app's video player and not the browser's bare <video>; images stay inline. A video of
// our own shows its poster and Play first: the player (and hls.js) loads only on Play.

afterEach(cleanup);

const files = [
  { uuid: 'i', url: '/api/v1/files/i', original_name: 'map.png', mime_type: 'image/png' },
  {
    uuid: 'v',
    url: '/api/v1/files/v/media/video.mp4',
    original_name: 'greeting.mp4',
    mime_type: 'video/mp4',
    process_status: 'completed',
    preview_path: '/api/v1/files/v/media/poster.jpg',
  },
];

function renderFiles(withPlayers: boolean) {
  const viewer = <FilesViewer files={files} />;
  return render(
    <I18nProvider language="en" catalog={{ player, questions, lesson }}>
      {withPlayers ? <QuizFileMedia>{viewer}</QuizFileMedia> : viewer}
    </I18nProvider>,
  );
}

describe('a question’s files on the quiz page', () => {
  it('shows a video’s poster and Play, then plays it in the app’s video player; an image inline', async () => {
    const { container } = renderFiles(true);
    const play = screen.getByRole('button', { name: 'Play video: greeting.mp4' });
    expect(container.querySelector('[data-video-poster] img')?.getAttribute('src')).toBe(
      '/api/v1/files/v/media/poster.jpg',
    );
    expect(container.querySelector('video')).toBeNull();
    fireEvent.click(play);
    const region = await screen.findByRole('region', { name: 'Video: greeting.mp4' });
    expect(within(region).getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(region.querySelector('video')).toBeTruthy();
    const files = screen.getByRole('region', { name: questions.files_title });
    expect(
      within(files)
        .getByRole('button', { name: /map\.png/ })
        .querySelector('img')
        ?.getAttribute('src'),
    ).toBe('/api/v1/files/i');
  });

  it('without the app’s players, falls back to the browser’s own video', () => {
    const { container } = renderFiles(false);
    expect(screen.queryByRole('region', { name: 'Video: greeting.mp4' })).toBeNull();
    expect(container.querySelector('video[controls]')?.getAttribute('aria-label')).toBe('greeting.mp4');
  });
});

describe('a question’s files on the expert’s result screen', () => {
  it('shows the description with its image inline and its video in the app’s player', async () => {
    const [written] = questionResults();
    render(
      <I18nProvider language="en" catalog={{ ui, expert, player, questions, lesson }}>
        <QuizFileMedia>
          <QuestionResult
            {...written!}
            question={{ ...written!.question, description: '<p>Look at the map.</p>', files }}
          />
        </QuizFileMedia>
      </I18nProvider>,
    );
    expect(screen.getByText('Look at the map.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Play video: greeting.mp4' }));
    expect(await screen.findByRole('region', { name: 'Video: greeting.mp4' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /map\.png/ }).querySelector('img')).toBeTruthy();
  });
});
