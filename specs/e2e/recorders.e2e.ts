import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newContext, screenshot, seriousAxeViolations, signIn } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const POLL = { timeout: 30_000 };
const QUIZ_PAGE = '/courses/ukrainian-for-beginners/the-cyrillic-alphabet/quizzes';
const FAKE_DEVICES = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];
const browsers: Browser[] = [];

afterAll(async () => {
  for (const browser of browsers) await browser.close();
});

async function launch(args: string[]): Promise<Browser> {
  const browser = await launchChromium(args);
  browsers.push(browser);
  return browser;
}

/** A JSON call from inside the page, as the web app makes it. */
async function callApi<T = unknown>(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const csrf = document.cookie
        .split('; ')
        .find((cookie) => cookie.startsWith('lectern_csrf='))
        ?.slice('lectern_csrf='.length);
      const response = await fetch(`/api/v1${path}`, {
        method,
        credentials: 'include',
        headers: {
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(method !== 'GET' && csrf ? { 'X-CSRF-Token': decodeURIComponent(csrf) } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as T };
    },
    { method, path, body },
  );
}

async function chooseEnglish(page: Page) {
  const answer = await callApi(page, 'POST', '/user-personal-settings', {
    settings: [{ key: 'language', value: 'en' }],
  });
  expect(answer.status).toBe(200);
  await page.evaluate(() => localStorage.setItem('lectern.language', 'en'));
}

async function demoLessonId(expert: Page): Promise<number> {
  for (let lessonId = 1; lessonId <= 30; lessonId += 1) {
    const answer = await callApi<{ data?: { name: string }[] }>(
      expert,
      'GET',
      `/constructor/lessons/${lessonId}/quizzes`,
    );
    if (answer.body.data?.some((quiz) => quiz.name === 'Alphabet check: every question type'))
      return lessonId;
  }
  throw new Error('The demo lesson with the demo quizzes was not found.');
}

/** The expert, signed in, with two quizzes of one text/media question that enables audio and video answers. */
const setup = {
  context: undefined as BrowserContext | undefined,
  expert: {} as Page,
  lessonId: 0,
  quizId: 0,
  /** A quiz of its own for the reload run, whose attempt it finishes. */
  keptQuizId: 0,
};

async function recordingQuiz(name: string): Promise<number> {
  const quiz = await callApi<{ data: { id: number } }>(
    setup.expert,
    'POST',
    `/constructor/lessons/${setup.lessonId}/quizzes`,
    { name },
  );
  expect(quiz.status).toBe(201);
  const created = await callApi(setup.expert, 'POST', `/constructor/quizzes/${quiz.body.data.id}/questions`, {
    type_slug: 'text_media_answer',
    name: 'Read the alphabet aloud and on camera.',
    text_answer_type_id: 1,
    is_audio_comment_enabled: true,
    is_video_comment_enabled: true,
    is_required: false,
  });
  expect(created.status).toBe(201);
  return quiz.body.data.id;
}

beforeAll(async () => {
  const browser = await launch([]);
  setup.context = await newContext(browser, baseUrl);
  setup.expert = await setup.context.newPage();
  await signIn(setup.expert, 'expert@lectern.test');
  await setup.expert.waitForURL('**/expert/**');
  await chooseEnglish(setup.expert);
  setup.lessonId = await demoLessonId(setup.expert);
  setup.quizId = await recordingQuiz('Say it and show it');
  setup.keptQuizId = await recordingQuiz('Say it again');
});

afterAll(async () => {
  for (const quizId of [setup.quizId, setup.keptQuizId])
    if (quizId) await callApi(setup.expert, 'DELETE', `/constructor/quizzes/${quizId}`);
  await setup.context?.close();
});

async function studentOnQuiz(
  browser: Browser,
  viewport?: { width: number; height: number },
  quizId = setup.quizId,
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await newContext(browser, baseUrl, viewport);
  const page = await context.newPage();
  await page.goto('/sign-in');
  const login = await callApi(page, 'POST', '/auth/login', {
    email: 'student@lectern.test',
    password: 'lectern-demo',
  });
  expect(login.status).toBe(200);
  await chooseEnglish(page);
  await page.goto(`${QUIZ_PAGE}/${quizId}`);
  await expect
    .poll(() => page.locator('article').getByRole('button', { name: 'Record audio' }).count(), POLL)
    .toBe(1);
  return { page, context };
}

/** How many recordings the page's IndexedDB keeps. */
function keptOnDevice(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opened = indexedDB.open('lectern-recordings');
        opened.onerror = () => reject(opened.error);
        opened.onsuccess = () => {
          const counted = opened.result.transaction('recordings').objectStore('recordings').count();
          counted.onsuccess = () => {
            opened.result.close();
            resolve(counted.result);
          };
        };
      }),
  );
}

/** Finishes the open attempt (confirming when the quiz asks) and waits for the result. */
async function finishAttempt(page: Page) {
  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  await expect
    .poll(async () => {
      const confirm = page.getByRole('dialog');
      if (await confirm.count()) await confirm.getByRole('button', { name: 'Finish', exact: true }).click();
      return page.getByRole('heading', { name: 'Your result' }).count();
    }, POLL)
    .toBe(1);
}

async function attemptOf(page: Page, quizId: number): Promise<number> {
  const seen = await callApi<{ data: { attempt: { id: number } } }>(
    page,
    'GET',
    `/lessons/${setup.lessonId}/quizzes/${quizId}`,
  );
  return seen.body.data.attempt.id;
}

/** The expert's review of an attempt. */
async function expertReview(attemptId: number, quizId: number): Promise<Locator> {
  await setup.expert.goto(`/expert/quiz/${quizId}/attempts/${attemptId}`);
  return setup.expert.locator('section[aria-labelledby="expert-attempt-heading"]');
}

/** Plays a media element muted for 1.2 s and says how far it got. */
async function playMedia(media: Locator) {
  return media.evaluate(async (element: HTMLMediaElement) => {
    element.muted = true;
    await element.play();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    return { time: element.currentTime, duration: element.duration, error: element.error?.code ?? null };
  });
}

// The refusals run first: they leave the attempt open for the recording run, which finishes it. The
// phone run with a reload has a quiz of its own.
describe('recorders in Chromium with its fake camera and microphone', () => {
  it('with access refused, the video recorder says there is no access to devices, with Try again and Cancel', async () => {
    const browser = await launch([
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream=deny',
    ]);
    const { page, context } = await studentOnQuiz(browser);
    await page.locator('article').getByRole('button', { name: 'Record video' }).click();
    const access = page.getByRole('dialog', { name: 'Access to the camera and microphone' });
    const failure = page.getByRole('dialog', { name: 'Something went wrong' });
    await expect.poll(async () => (await access.count()) + (await failure.count()), POLL).toBe(1);
    if (await access.count()) await access.getByRole('button', { name: 'Allow access' }).click();
    await expect
      .poll(() => failure.getByRole('alert').textContent(), POLL)
      .toContain('There is no access to the camera or microphone');
    expect(await failure.getByRole('button', { name: 'Try again' }).count()).toBe(1);
    await screenshot(page, 'recorder-video-denied-en');
    await failure.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('dialog').count(), POLL).toBe(0);

    await page.locator('article').getByRole('button', { name: 'Record audio' }).click();
    const audio = page.getByRole('dialog', { name: 'Audio answer' });
    await expect
      .poll(() => audio.getByRole('alert').textContent(), POLL)
      .toContain('There is no access to the microphone');
    await screenshot(page, 'recorder-audio-denied-en');
    await context.close();
  });

  it('with no camera or microphone, the video recorder shows the no-camera modal', async () => {
    const browser = await launch(['--use-fake-ui-for-media-stream']);
    const { page, context } = await studentOnQuiz(browser);
    await page.locator('article').getByRole('button', { name: 'Record video' }).click();
    const access = page.getByRole('dialog', { name: 'Access to the camera and microphone' });
    const failure = page.getByRole('dialog', { name: 'Something went wrong' });
    await expect.poll(async () => (await access.count()) + (await failure.count()), POLL).toBe(1);
    if (await access.count()) await access.getByRole('button', { name: 'Allow access' }).click();
    await expect.poll(() => failure.getByRole('alert').textContent(), POLL).toContain('No camera was found');
    await screenshot(page, 'recorder-video-no-camera-en');
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => failure.getByRole('alert').textContent(), POLL).toContain('No camera was found');
    await failure.getByRole('button', { name: 'Cancel' }).click();
    await context.close();
  });

  it('on a phone, a reload while the recording goes up offers it back on its question: Send and add stores and attaches it', async () => {
    const browser = await launch(FAKE_DEVICES);
    const { page, context } = await studentOnQuiz(browser, { width: 390, height: 844 }, setup.keptQuizId);
    const question = page.locator('article');
    await question.getByRole('button', { name: 'Record audio' }).click();
    const audioDialog = page.getByRole('dialog', { name: 'Audio answer' });
    await expect
      .poll(() => audioDialog.getByRole('timer').getAttribute('aria-label'), POLL)
      .toBe('Recorded 00:00:02');
    await screenshot(page, 'recorder-audio-recording-phone-en');
    // The connection drops as the recording's bytes start to go up; the page is reloaded meanwhile.
    let sending = false;
    await page.route('**/api/v1/uploads/**', (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      sending = true;
      return route.abort('internetdisconnected');
    });
    await audioDialog.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => sending, POLL).toBe(true);
    await page.unroute('**/api/v1/uploads/**');
    await page.reload();

    const offer = page.getByRole('region', { name: 'An audio recording was not sent' });
    await expect.poll(() => offer.count(), POLL).toBe(1);
    expect(await keptOnDevice(page)).toBe(1);
    expect(await offer.textContent()).toMatch(/kept on this device only \([0-9a-f]{12}\.mp3\)/);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'recorder-kept-offer-phone-en');
    await offer.getByRole('button', { name: 'Send and add to the answer' }).click();
    const attached = question.getByRole('region', { name: 'Attached files' });
    await expect.poll(() => attached.getByText(/^[0-9a-f]{12}\.mp3$/).count(), POLL).toBe(1);
    await expect.poll(() => offer.count(), POLL).toBe(0);
    await expect.poll(() => page.getByRole('dialog').count(), POLL).toBe(0);

    // Stored, it is no longer kept on the device.
    await expect.poll(() => keptOnDevice(page), POLL).toBe(0);
    await finishAttempt(page);
    const attemptId = await attemptOf(page, setup.keptQuizId);
    await context.close();

    // The expert plays it in review.
    const detail = await expertReview(attemptId, setup.keptQuizId);
    await expect.poll(() => detail.locator('audio').count(), POLL).toBe(1);
    const played = await playMedia(detail.locator('audio').first());
    expect(played.error).toBeNull();
    expect(played.time).toBeGreaterThan(0.3);
  });

  it('the student records an audio and a video answer, both reach the expert processed and play', async () => {
    const browser = await launch(FAKE_DEVICES);
    const { page, context } = await studentOnQuiz(browser);
    const question = page.locator('article');

    // Audio: the waveform and timer run, Add encodes to MP3 in the worker and sends it up until processed.
    await question.getByRole('button', { name: 'Record audio' }).click();
    const audioDialog = page.getByRole('dialog', { name: 'Audio answer' });
    await expect.poll(() => audioDialog.getByRole('img', { name: 'Microphone level' }).count(), POLL).toBe(1);
    await expect
      .poll(() => audioDialog.getByRole('timer').getAttribute('aria-label'), POLL)
      .toBe('Recorded 00:00:02');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'recorder-audio-recording-en');
    await audioDialog.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => audioDialog.count(), POLL).toBe(0);
    const attached = question.getByRole('region', { name: 'Attached files' });
    await expect.poll(() => attached.getByText(/^[0-9a-f]{12}\.mp3$/).count(), POLL).toBe(1);

    // Video: access in two steps (allow, then pick the devices), record, stop after a second, save.
    await question.getByRole('button', { name: 'Record video' }).click();
    const access = page.getByRole('dialog', { name: 'Access to the camera and microphone' });
    const recording = page.getByRole('dialog', { name: 'Video answer' });
    await expect.poll(async () => (await access.count()) + (await recording.count()), POLL).toBe(1);
    if (await access.count()) {
      await screenshot(page, 'recorder-video-access-step-1-en');
      await access.getByRole('button', { name: 'Allow access' }).click();
      await expect.poll(() => access.getByLabel('Camera').count(), POLL).toBe(1);
      await screenshot(page, 'recorder-video-access-step-2-en');
      await access.getByRole('button', { name: 'Start recording' }).click();
    }
    await expect.poll(() => recording.getByRole('button', { name: 'Stop' }).count(), POLL).toBe(1);
    await expect
      .poll(() => recording.getByRole('timer').getAttribute('aria-label'), POLL)
      .toBe('Recorded 00:00:02');
    await screenshot(page, 'recorder-video-recording-en');
    await recording.getByRole('button', { name: 'Stop' }).click();
    await expect.poll(() => page.getByRole('dialog').count(), POLL).toBe(0);
    await expect.poll(() => attached.getByText(/^[0-9a-f]{12}\.(mp4|webm)$/).count(), POLL).toBe(1);
    await screenshot(page, 'recorder-answer-with-recordings-en');

    await finishAttempt(page);
    const attemptId = await attemptOf(page, setup.quizId);
    await context.close();

    // The expert plays both in review with the browser's audio and video elements.
    const detail = await expertReview(attemptId, setup.quizId);
    await expect.poll(() => detail.locator('audio').count(), POLL).toBe(1);
    await expect.poll(() => detail.locator('video').count(), POLL).toBe(1);
    const audioPlay = await playMedia(detail.locator('audio').first());
    expect(audioPlay.error).toBeNull();
    expect(audioPlay.time).toBeGreaterThan(0.3);
    expect(audioPlay.duration).toBeGreaterThan(1.5);
    const videoPlay = await playMedia(detail.locator('video').first());
    expect(videoPlay.error).toBeNull();
    expect(videoPlay.time).toBeGreaterThan(0.3);
    expect(await seriousAxeViolations(setup.expert)).toEqual([]);
    await screenshot(setup.expert, 'recorder-expert-review-en');
  });
});
