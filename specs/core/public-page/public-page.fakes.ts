import * as v from 'valibot';
import { createActor, SimulatedClock } from 'xstate';
import {
  type PublicPage,
  type PublicPageSave,
  type PublicPageSaveRequest,
  publicPageSaveRequestSchema,
} from '../../../core/api/courses.ts';
import type { PublicPageWriteResult } from '../../../core/api/lesson-editor-calls.ts';
import type { InfoUnit } from '../../../core/api/lessons.ts';
import { selectLessonEditorView } from '../../../core/lesson-editor/index.ts';
import { type InfoUnitTypeId, newInfoUnit } from '../../../core/lessons/index.ts';
import { publicPageInput, publicPageMachineWith } from '../../../core/public-page/index.ts';

// A course's public page server in memory, answering as the contract's client does (`api.lessonEditor`
// `publicPage` and `savePublicPage`), and the lesson editing machine running on it through the page's calls.

/** An error as the API client throws it. */
export function httpError(status: number, message = 'refused') {
  return Object.assign(new Error(message), { status, errors: {} });
}

const clone = <T>(value: T): T => structuredClone(value);

/** A block of the page as the server answers it. */
export function pageUnit(id: number, typeId: InfoUnitTypeId, fields: Partial<InfoUnit> = {}): InfoUnit {
  const { id: _none, ...defaults } = newInfoUnit(typeId);
  return { ...defaults, id, order: 1, files: [], description_formatted: null, ...fields } as InfoUnit;
}

/** The page of course 3: a cover, a description and two blocks. */
export function pageFixture(patch: Partial<PublicPage> = {}): PublicPage {
  return {
    id: 3,
    course: { id: 3, title: 'Ukrainian for Beginners', slug: 'ukrainian', type: 'course' },
    image: null,
    description: 'Four short lessons.',
    info_units: [
      pageUnit(31, 3, { title: 'What you will learn', order: 1 }),
      pageUnit(32, 2, { title: 'Trailer', order: 2 }),
    ],
    version: 4,
    ...patch,
  };
}

const CONFLICT = 'Someone saved this public page after you opened it.';

interface PendingSave {
  body: PublicPageSave;
  resolve: (result: PublicPageWriteResult) => void;
  reject: (error: unknown) => void;
}

/**
 * The page calls of a server holding one page with a version: a save from another version is refused (409)
 * with the page as it now is; a body the contract refuses is a 422; a stored one gets ids for its new blocks,
 * places 1..n and the next version. Saves wait for the spec (`answerSave`, `failSave`) unless `autoAnswer`.
 */
export function fakePageServer(initial: PublicPage = pageFixture()) {
  let stored = clone(initial);
  let nextId = 700;
  const pending: PendingSave[] = [];
  const sent: PublicPageSave[] = [];
  const state = { autoAnswer: false, loadError: null as unknown, loads: 0 };

  const write = (body: PublicPageSave): PublicPageWriteResult => {
    if (body.version !== stored.version) return { kind: 'conflict', page: clone(stored), message: CONFLICT };
    const ids = new Set(stored.info_units.map((unit) => unit.id));
    if (body.info_units.some((unit) => unit.id !== null && !ids.has(unit.id)))
      throw httpError(422, 'This block is not one of the public page’s.');
    stored = {
      ...stored,
      image: body.image === undefined ? stored.image : body.image,
      description: body.description === undefined ? stored.description : body.description,
      version: stored.version + 1,
      info_units: body.info_units.map((unit, index) => ({
        ...(clone(unit) as unknown as InfoUnit),
        id: unit.id ?? nextId++,
        order: index + 1,
        description_formatted: null,
      })),
    };
    return { kind: 'saved', page: clone(stored) };
  };

  const answer = (save: PendingSave) => {
    try {
      save.resolve(write(save.body));
    } catch (error) {
      save.reject(error);
    }
  };

  return {
    get stored() {
      return stored;
    },
    sent,
    state,
    get waiting() {
      return pending.length;
    },
    calls: {
      publicPage: async (courseId: number): Promise<PublicPage> => {
        state.loads += 1;
        if (courseId !== stored.id) throw httpError(404, 'There is no such course.');
        if (state.loadError) throw state.loadError;
        return clone(stored);
      },
      savePublicPage: (courseId: number, request: PublicPageSaveRequest): Promise<PublicPageWriteResult> =>
        new Promise((resolve, reject) => {
          if (courseId !== stored.id) return reject(httpError(404, 'There is no such course.'));
          // The server reads the body with the contract's schema: what it refuses is a 422.
          const parsed = v.safeParse(publicPageSaveRequestSchema, clone(request));
          if (!parsed.success) return reject(httpError(422, 'Malformed page.'));
          const save = { body: parsed.output, resolve, reject };
          sent.push(save.body);
          if (state.autoAnswer) answer(save);
          else pending.push(save);
        }),
    },
    answerSave: () => {
      const save = pending.shift();
      if (!save) throw new Error('no save is waiting');
      answer(save);
    },
    failSave: (error: unknown) => {
      const save = pending.shift();
      if (!save) throw new Error('no save is waiting');
      save.reject(error);
    },
    /** Another tab or author saves: the version moves on. */
    changeElsewhere: (change: (page: PublicPage) => PublicPage) => {
      stored = { ...change(clone(stored)), version: stored.version + 1 };
    },
  };
}

export type FakePageServer = ReturnType<typeof fakePageServer>;

/** Lets the promise jobs queued so far run. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The public page editor (the lesson editing machine with the page's calls) on a simulated clock. */
export function startPageEditor(server: FakePageServer = fakePageServer(), courseId = 3) {
  const clock = new SimulatedClock();
  const actor = createActor(publicPageMachineWith(server.calls), { input: publicPageInput(courseId), clock });
  actor.start();
  return {
    actor,
    server,
    send: actor.send.bind(actor),
    /** Moves the simulated clock on and lets what it started answer. */
    wait: async (ms: number) => {
      clock.increment(ms);
      await settle();
    },
    view: () => selectLessonEditorView(actor.getSnapshot()),
    /** The page's blocks on screen. */
    units: () => actor.getSnapshot().context.lesson?.sections[0]?.info_units ?? [],
  };
}
