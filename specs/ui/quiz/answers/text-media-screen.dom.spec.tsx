import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuizFile } from '../../../../core/api/quiz.ts';
import type { TextAnswer } from '../../../../core/quiz/index.ts';
import type { KeptRecordingOffer } from '../../../../core/recorder/index.ts';
import type { UploadTransportEvent } from '../../../../core/upload/index.ts';
import {
  essayFile,
  interactive,
  questions,
  recordingFile,
  reviewed,
  textResults,
  withStored,
} from '../../../../stories/quiz/answers/fixtures.ts';
import type { KeptRecordings } from '../../../../ui/recorder/index.ts';
import { completed, fakeFileService, fakeTransport } from '../../../core/upload/upload-fakes.ts';
import { expectNoAxeViolations, renderAnswering, renderReview } from './render-question.tsx';

/** An upload queue whose transport the spec drives by hand, as the page's queue would be. */
function queueFakes() {
  const transport = fakeTransport();
  const files = fakeFileService([completed()]);
  /** Reports what the world did to the latest send of a file. */
  const report = (fileName: string, event: UploadTransportEvent) =>
    act(async () => {
      const send = transport.sends.filter((candidate) => candidate.input.fileName === fileName).at(-1);
      if (!send) throw new Error(`${fileName} was never sent`);
      send.report(event);
    });
  return {
    options: { sendFile: transport.logic, pollFile: files.logic, client: files.client },
    transport,
    report,
  };
}

/** A written answer with the attach button and the upload panel; the picked files are the spec's to move. */
async function attachFiles(...picked: File[]) {
  const user = userEvent.setup();
  const queue = queueFakes();
  const rendered = renderAnswering(interactive(questions.text_area), { uploads: queue.options });
  await user.upload(rendered.container.querySelector('input[type="file"]') as HTMLInputElement, picked);
  return { ...queue, user, lastAnswer: rendered.lastAnswer };
}

const panel = () => screen.getByRole('region', { name: 'Uploads' });
/** The question's screen, apart from the upload panel below it. */
const question = () => within(screen.getByRole('article', { name: 'Question' }));
const uploadingNote = () => question().queryByText(/^Uploading \d+ files?…/);

describe('text / media answer, answering', () => {
  it('area: typing is sent as typed text', async () => {
    const user = userEvent.setup();
    const { onChange, lastAnswer } = renderAnswering(interactive(questions.text_area));
    await user.type(screen.getByRole('textbox', { name: /Your answer/ }), 'Мене звати Олена.');
    expect(lastAnswer<TextAnswer>().text).toBe('Мене звати Олена.');
    expect(onChange.mock.calls.every(([, options]) => options?.typed === true)).toBe(true);
    expect(screen.getByRole('textbox').tagName).toBe('TEXTAREA');
    await expectNoAxeViolations();
  });

  it('input: a single line', async () => {
    const user = userEvent.setup();
    const { lastAnswer } = renderAnswering(interactive(questions.text_input));
    const field = screen.getByRole('textbox', { name: /Your answer/ }) as HTMLInputElement;
    expect(field.tagName).toBe('INPUT');
    await user.type(field, 'дякую');
    expect(lastAnswer<TextAnswer>().text).toBe('дякую');
    expect(screen.queryByRole('button', { name: 'Attach a file' })).toBeNull();
    await expectNoAxeViolations();
  });

  it('email: an email field asking for an email, and the server’s field error at the question', async () => {
    renderAnswering(interactive(withStored(questions.text_email, 'olena@')), {
      error: 'The text answer must be a valid email address.',
    });
    const field = screen.getByRole('textbox', { name: /Email/ }) as HTMLInputElement;
    expect(field.type).toBe('email');
    expect(field.placeholder).toBe('Enter your email');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The text answer must be a valid email address.',
    );
    await expectNoAxeViolations();
  });

  it('date: the placeholder, a day picked in the calendar stored as dd.mm.yyyy and shown as day, month name, year', async () => {
    const user = userEvent.setup();
    const { lastAnswer } = renderAnswering(interactive(questions.text_date));
    const trigger = screen.getByRole('button', { name: /Date/ });
    expect(trigger.textContent).toBe('dd.mm.yyyy');
    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: /^Tuesday, November 24, 2026/ }));
    expect(lastAnswer<TextAnswer>().text).toBe('24.11.2026');
    expect(screen.getByRole('button', { name: /Date/ }).textContent).toBe('November 24, 2026');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear the date' }));
    expect(lastAnswer<TextAnswer>().text).toBe('');
    await expectNoAxeViolations();
  });

  it('date: past dates and other years can be picked from the year list', async () => {
    const user = userEvent.setup();
    const { lastAnswer } = renderAnswering(interactive(questions.text_date), { language: 'uk' });
    await user.click(screen.getByRole('button', { name: /Дата/ }));
    await user.click(await screen.findByRole('button', { name: /Обрати місяць і рік/ }));
    await user.click(screen.getByRole('button', { name: /Обрати рік/ }));
    await user.click(screen.getByRole('button', { name: '1991' }));
    await user.click(screen.getByRole('button', { name: /серпень/i }));
    await user.click(screen.getByRole('button', { name: /24 серпня 1991/ }));
    expect(lastAnswer<TextAnswer>().text).toBe('24.08.1991');
    expect(screen.getByRole('button', { name: /Дата/ }).textContent).toBe('24 серпня 1991 р.');
  });

  it('date: by keyboard the calendar opens on the picked day, arrows and Enter pick, Escape closes back to the field', async () => {
    const user = userEvent.setup();
    const { lastAnswer } = renderAnswering(interactive(withStored(questions.text_date, '24.08.2026')));
    const trigger = screen.getByRole('button', { name: /Date/ });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect((document.activeElement as HTMLElement).dataset.date).toBe('2026-08-24');
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(lastAnswer<TextAnswer>().text).toBe('23.08.2026');
    await user.keyboard('{Enter}');
    expect((document.activeElement as HTMLElement).dataset.date).toBe('2026-08-23');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Date/ }));
  });

  it('date: a stored text that is not a date is cleared on load', () => {
    renderAnswering(interactive(withStored(questions.text_date, '31.02.2026')));
    expect(screen.getByRole('button', { name: /Date/ }).textContent).toBe('dd.mm.yyyy');
  });

  it('none: no text field, only the attach and the recording buttons the question enables', async () => {
    renderAnswering(interactive(questions.text_none), { uploads: queueFakes().options });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Attach a file' })).toBeTruthy();
    for (const name of ['Record audio', 'Record video']) {
      const button = screen.getByRole('button', { name });
      expect(button.getAttribute('aria-disabled')).toBe('true');
      expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
        'Recording in the browser is not available yet',
      );
    }
    await expectNoAxeViolations();
  });

  it('recording, once the page gives a recorder: the saved recording is attached, a cancelled one leaves nothing', async () => {
    const user = userEvent.setup();
    const takes: { kind: string; resolve: (file: QuizFile | null) => void }[] = [];
    const record = (kind: 'audio' | 'video') =>
      new Promise<QuizFile | null>((resolve) => {
        takes.push({ kind, resolve });
      });
    const { lastAnswer } = renderAnswering(interactive(questions.text_none), {
      record,
      uploads: queueFakes().options,
    });
    const audio = screen.getByRole('button', { name: 'Record audio' });
    expect(audio.getAttribute('aria-disabled')).toBeNull();
    await user.click(audio);
    expect(takes.map((take) => take.kind)).toEqual(['audio']);
    await act(async () => takes[0]?.resolve(recordingFile));
    expect(lastAnswer<TextAnswer>()).toMatchObject({ files: [{ uuid: recordingFile.uuid }] });
    await user.click(screen.getByRole('button', { name: 'Record video' }));
    await act(async () => takes[1]?.resolve(null));
    expect(lastAnswer<TextAnswer>()).toMatchObject({ files: [{ uuid: recordingFile.uuid }] });
    await expectNoAxeViolations();
  });

  it('a recording kept on this device is offered on its question: Send and add attaches it, Discard asks once more', async () => {
    const user = userEvent.setup();
    const { question: text } = interactive(questions.text_none);
    const offers: KeptRecordingOffer[] = [
      { name: '0f3c9a7e41d2.mp3', kind: 'audio', keptAt: Date.UTC(2026, 10, 24, 21, 5), id: text.id },
      { name: '9a8b7c6d5e4f.webm', kind: 'video', keptAt: Date.UTC(2026, 10, 24, 21, 7), id: text.id },
      { name: 'aaaabbbbcccc.mp3', kind: 'audio', keptAt: Date.UTC(2026, 10, 24, 21, 9), id: text.id + 1 },
    ];
    const sends: { offer: KeptRecordingOffer; resolve: (file: QuizFile | null) => void }[] = [];
    const discarded: string[] = [];
    const kept: KeptRecordings = {
      offers,
      busy: null,
      save: (offer) => new Promise((resolve) => sends.push({ offer, resolve })),
      discard: async (offer) => {
        discarded.push(offer.name);
      },
    };
    const { lastAnswer } = renderAnswering(interactive(questions.text_none), {
      record: () => new Promise<QuizFile | null>(() => undefined),
      kept,
      uploads: queueFakes().options,
    });
    // Only this question's two recordings are offered, each with what it is and when it was made.
    const audio = screen.getByRole('region', { name: 'An audio recording was not sent' });
    const video = screen.getByRole('region', { name: 'A video recording was not sent' });
    expect(screen.queryAllByRole('region', { name: /recording was not sent/ })).toHaveLength(2);
    expect(audio.textContent).toContain('kept on this device only (0f3c9a7e41d2.mp3)');
    expect(audio.textContent).toMatch(/Recorded \d\d\.11\.26, \d\d:\d\d/);
    await expectNoAxeViolations();

    await user.click(within(audio).getByRole('button', { name: 'Send and add to the answer' }));
    expect(sends.map((send) => send.offer.name)).toEqual(['0f3c9a7e41d2.mp3']);
    await act(async () => sends[0]?.resolve(recordingFile));
    expect(lastAnswer<TextAnswer>()).toMatchObject({ files: [{ uuid: recordingFile.uuid }] });

    await user.click(within(video).getByRole('button', { name: 'Discard' }));
    expect(within(video).getByRole('alert').textContent).toBe(
      'Discard this recording? It cannot be brought back.',
    );
    expect(discarded).toEqual([]);
    await user.click(within(video).getByRole('button', { name: 'Keep it' }));
    expect(within(video).queryByRole('alert')).toBeNull();
    await user.click(within(video).getByRole('button', { name: 'Discard' }));
    await user.click(within(video).getByRole('button', { name: 'Discard for good' }));
    expect(discarded).toEqual(['9a8b7c6d5e4f.webm']);
  });

  it('a kept recording in Ukrainian, and its buttons wait while it is being sent', () => {
    const { question: text } = interactive(questions.text_none);
    const offer: KeptRecordingOffer = { name: '0f3c9a7e41d2.mp3', kind: 'audio', keptAt: 0, id: text.id };
    renderAnswering(interactive(questions.text_none), {
      record: () => new Promise<QuizFile | null>(() => undefined),
      kept: { offers: [offer], busy: offer.name, save: async () => null, discard: async () => undefined },
      uploads: queueFakes().options,
      language: 'uk',
    });
    const notice = screen.getByRole('region', { name: 'Аудіозапис не надіслано' });
    const send = within(notice).getByRole('button', { name: /Надіслати й додати до відповіді/ });
    expect(send.getAttribute('aria-busy')).toBe('true');
    expect(within(notice).getByRole('button', { name: 'Видалити' }).hasAttribute('disabled')).toBe(true);
  });

  it('no recording buttons when the question does not enable them', () => {
    renderAnswering(interactive(questions.text_area), { uploads: queueFakes().options });
    expect(screen.queryByRole('button', { name: 'Record audio' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record video' })).toBeNull();
  });

  it('attaching: while a file goes up the question says so and where to follow it, then lists the stored file', async () => {
    const { report, lastAnswer } = await attachFiles(
      new File(['audio'], 'bober.mp3', { type: 'audio/mpeg' }),
    );
    expect(within(panel()).getByText('bober.mp3')).toBeTruthy();
    expect(uploadingNote()?.textContent).toBe(
      'Uploading 1 file… Follow them, cancel or retry in the upload panel.',
    );
    await report('bober.mp3', { type: 'upload.progressed', bytesSent: 2, bytesTotal: 5 });
    expect(uploadingNote()).not.toBeNull();
    expect(lastAnswer<TextAnswer>()).toBeUndefined();
    await report('bober.mp3', { type: 'upload.sent', result: { uuid: 'u-1', url: null } });
    expect(uploadingNote()).toBeNull();
    expect(lastAnswer<TextAnswer>()).toMatchObject({ files: [{ uuid: 'u-1', original_name: 'bober.mp3' }] });
    const list = question().getByRole('region', { name: 'Attached files' });
    expect(within(list).getByText('bober.mp3')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('attaching: a refused upload is not attached, and its reason is said until its row leaves the panel', async () => {
    const { report, user, lastAnswer } = await attachFiles(new File(['x'], 'big.mov'));
    await report('big.mov', {
      type: 'upload.failed',
      failure: { status: 422, message: 'max uploading lesson file 6000 mB' },
    });
    expect(question().getByRole('alert').textContent).toBe(
      'Could not attach big.mov: max uploading lesson file 6000 mB',
    );
    expect(uploadingNote()).toBeNull();
    expect(within(panel()).queryByRole('button', { name: 'Retry upload of big.mov' })).toBeNull();
    expect(lastAnswer<TextAnswer>()).toBeUndefined();
    await user.click(within(panel()).getByRole('button', { name: 'Remove big.mov from the list' }));
    expect(question().queryByRole('alert')).toBeNull();
  });

  it('attaching: a file given up in the upload panel is forgotten without a word', async () => {
    const { user, lastAnswer } = await attachFiles(new File(['x'], 'draft.txt', { type: 'text/plain' }));
    await user.click(within(panel()).getByRole('button', { name: 'Cancel upload of draft.txt' }));
    await user.click(within(panel()).getByRole('button', { name: 'Remove draft.txt from the list' }));
    expect(question().queryByRole('status')).toBeNull();
    expect(question().queryByRole('alert')).toBeNull();
    expect(lastAnswer<TextAnswer>()).toBeUndefined();
  });

  it('attaching: a stalled upload says why and where to retry, until it goes on and is stored', async () => {
    const { report, user, transport, lastAnswer } = await attachFiles(
      new File(['x'], 'essay.pdf', { type: 'application/pdf' }),
    );
    const stalledNote = () => question().queryByText(/^essay\.pdf: /);
    const lost = { type: 'upload.failed', failure: { status: 0, message: null } } as const;
    await report('essay.pdf', lost);
    expect(stalledNote()?.textContent).toBe(
      'essay.pdf: The file could not be uploaded. Retry it or remove it in the upload panel.',
    );
    expect(uploadingNote()).toBeNull();
    await expectNoAxeViolations();
    await user.click(within(panel()).getByRole('button', { name: 'Retry upload of essay.pdf' }));
    expect(stalledNote()).toBeNull();
    expect(uploadingNote()?.textContent).toContain('Uploading 1 file…');
    await report('essay.pdf', lost);
    await user.click(within(panel()).getByRole('button', { name: 'Retry upload of essay.pdf' }));
    expect(transport.sends).toHaveLength(3);
    await report('essay.pdf', { type: 'upload.sent', result: { uuid: 'u-9', url: null } });
    expect(stalledNote()).toBeNull();
    expect(uploadingNote()).toBeNull();
    expect(lastAnswer<TextAnswer>()).toMatchObject({ files: [{ uuid: 'u-9' }] });
  });

  it("attaching: each file says its own life, read from its upload's state", async () => {
    const { report, lastAnswer } = await attachFiles(
      new File(['a'], 'one.pdf'),
      new File(['b'], 'two.pdf'),
      new File(['c'], 'three.pdf'),
      new File(['d'], 'four.pdf'),
    );
    expect(uploadingNote()?.textContent).toContain('Uploading 4 files…');
    await report('two.pdf', { type: 'upload.failed', failure: { status: 0, message: null } });
    await report('three.pdf', { type: 'upload.failed', failure: { status: 403, message: 'Not yours.' } });
    await report('four.pdf', { type: 'upload.sent', result: { uuid: 'u-4', url: null } });
    expect(uploadingNote()?.textContent).toContain('Uploading 1 file…');
    expect(question().getByText(/^two\.pdf: /).textContent).toContain(
      'Retry it or remove it in the upload panel.',
    );
    expect(question().getByRole('alert').textContent).toBe('Could not attach three.pdf: Not yours.');
    expect(lastAnswer<TextAnswer>().files.map((file) => file.original_name)).toEqual(['four.pdf']);
    await report('one.pdf', { type: 'upload.sent', result: { uuid: 'u-1', url: null } });
    expect(uploadingNote()).toBeNull();
    expect(lastAnswer<TextAnswer>().files.map((file) => file.original_name)).toEqual(['four.pdf', 'one.pdf']);
  });

  it('attaching: a stored file stays with the answer when the learner removes a file attached before', async () => {
    const user = userEvent.setup();
    const queue = queueFakes();
    const { container, lastAnswer } = renderAnswering(
      interactive(withStored(questions.text_area, '', [essayFile])),
      { uploads: queue.options },
    );
    await user.upload(
      container.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['x'], 'new.png'),
    );
    await user.click(screen.getByRole('button', { name: 'Remove моя-сімʼя.pdf' }));
    await queue.report('new.png', { type: 'upload.sent', result: { uuid: 'u-new', url: null } });
    expect(lastAnswer<TextAnswer>().files.map((file) => file.uuid)).toEqual(['u-new']);
  });

  it('attached files are removable while answering', async () => {
    const user = userEvent.setup();
    const { lastAnswer } = renderAnswering(
      interactive(withStored(questions.text_area, '', [essayFile, recordingFile])),
      { uploads: queueFakes().options },
    );
    await user.click(screen.getByRole('button', { name: 'Remove моя-сімʼя.pdf' }));
    expect(lastAnswer<TextAnswer>().files.map((file) => file.uuid)).toEqual([recordingFile.uuid]);
  });

  it('read-only: nothing to type, attach or remove', () => {
    renderAnswering(interactive(withStored(questions.text_area, 'Мене звати Олена.', [essayFile])), {
      disabled: true,
      uploads: queueFakes().options,
    });
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Attach a file' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });
});

describe('text / media answer, review', () => {
  it('shows the stored text and files', async () => {
    const text = 'У мене є мама, тато і сестра.';
    renderReview(
      reviewed(
        withStored(questions.text_area, text, [essayFile]),
        textResults(questions.text_area, text, [essayFile]),
        'full_information',
      ),
    );
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'моя-сімʼя.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    await expectNoAxeViolations();
  });

  it('a recorded answer plays with the recording player: play, and the rate cycling 1×, 1.5×, 2×', async () => {
    const user = userEvent.setup();
    renderReview(
      reviewed(
        withStored(questions.text_none, '', [recordingFile]),
        textResults(questions.text_none, '', [recordingFile]),
        'full_information',
      ),
    );
    expect(screen.getByRole('link', { name: recordingFile.original_name })).toBeTruthy();
    expect(document.querySelector('audio')?.getAttribute('src')).toBe(recordingFile.url);
    expect(screen.getByRole('button', { name: 'Play the recording' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Speed 1×' }));
    expect(screen.getByRole('button', { name: 'Speed 1.5×' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it("names the answer as the reader's own for the learner and as the student's for an expert", () => {
    const text = 'Мене звати Олена.';
    const fixture = reviewed(
      withStored(questions.text_area, text),
      textResults(questions.text_area, text),
      'full_information',
    );
    const learner = renderReview(fixture);
    expect(screen.getByText('Your answer')).toBeTruthy();
    expect(screen.queryByText("Student's answer")).toBeNull();
    learner.unmount();
    renderReview(fixture, 'expert');
    expect(screen.getByText("Student's answer")).toBeTruthy();
    expect(screen.queryByText('Your answer')).toBeNull();
  });

  it('shows a stored date as day, month name, year', () => {
    renderReview(
      reviewed(
        withStored(questions.text_date, '24.08.2026'),
        textResults(questions.text_date, '24.08.2026'),
        'full_information',
      ),
    );
    expect(screen.getByText('August 24, 2026')).toBeTruthy();
  });

  it('says so when nothing was given', async () => {
    renderReview(reviewed(questions.text_input, [], 'only_correct_or_not'));
    expect(screen.getByText('No answer was given')).toBeTruthy();
    await expectNoAxeViolations();
  });
});
