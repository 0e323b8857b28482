import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../../core/api/api.constants.ts';
import { type ApiClient, type ApiClientOptions, createApiClient } from '../../../core/api/client.ts';
import type { QuizCalls } from '../../../core/api/quiz-calls.ts';
import { ROUTES, type RouteName } from '../../../core/api/routes.ts';
import { createWebApiClient } from '../../../core/api/web-client.ts';

// Every entry of the route table (core/api/routes.ts) has a call in the one client. Not a hand list:
// every function of every part of the client is called against a fake fetch that records what went
// out, and each request's method and path are matched back to the table's patterns.

const TUS =
  'the tus upload protocol: tus-js-client speaks it in the web app (app/web/uploads), not our client';

/** Table entries that no client of ours calls, each with the reason. */
const NOT_CALLED_BY_THE_CLIENT: Readonly<Partial<Record<RouteName, string>>> = {
  'POST /uploads': TUS,
  'HEAD /uploads': TUS,
  'PATCH /uploads': TUS,
  'DELETE /uploads': TUS,
  'OPTIONS /uploads': TUS,
  'GET /uploads': TUS,
  'POST /uploads/:id': TUS,
  'HEAD /uploads/:id': TUS,
  'PATCH /uploads/:id': TUS,
  'DELETE /uploads/:id': TUS,
  'OPTIONS /uploads/:id': TUS,
  'GET /uploads/:id': TUS,
  'GET /files/:uuid/download':
    "a file's bytes: the browser fetches them from the url a file record gives (links, images, players)",
  'GET /files/:uuid/media/*':
    'derived media (HLS playlists and segments, posters): the player fetches them from the url a file record gives',
  'DELETE /delete-files/':
    'the same handler as DELETE /delete-files, which the client calls (spec 1 §7 names every path)',
  'DELETE /storage/delete-files': 'the same handler as DELETE /delete-files, which the client calls',
  'DELETE /storage/delete-files/': 'the same handler as DELETE /delete-files, which the client calls',
};

/** The arguments each call of a part is made with, once per list (the fake server checks nothing). */
type Samples<Part> = {
  [K in keyof Part]: Part[K] extends (...args: infer A) => unknown ? readonly A[] : never;
};

/** The parts that are objects of calls; `quiz` is made per call base and `request` is the untyped escape hatch. */
const PARTS = [
  'expertQuiz',
  'lessons',
  'authoring',
  'lessonEditor',
  'player',
  'account',
  'comments',
  'lessonPage',
] as const;
type TopCalls = Omit<ApiClient, 'quiz' | (typeof PARTS)[number]>;

const body = {} as never;
const uuid = '0d9c6f1e';

const TOP: Samples<TopCalls> = {
  register: [[{ name: 'Ada', email: 'ada@lectern.test', password: 'password-1' }]],
  login: [[{ email: 'ada@lectern.test', password: 'password-1' }]],
  logout: [[]],
  reportError: [[{ kind: 'error', message: 'lesson is undefined', page: '/courses/letters' }]],
  user: [[]],
  cabinets: [[]],
  switchCabinet: [[{ cabinet_id: 2 }]],
  permissions: [[]],
  profileMenu: [[]],
  userProducts: [[{ page: 1 }]],
  isProd: [[]],
  alerts: [[]],
  dismissAlert: [[3]],
  pendingPayments: [[]],
  savePersonalSettings: [[body]],
  courseCards: [[{ type: 'course' }]],
  createCourse: [[{ title: 'Letters' }]],
  fileStatus: [[uuid]],
  saveFileFlags: [[uuid, { allow_doc_download: false }]],
  importFile: [[{ url: 'https://images.example.com/cat.png' }]],
  fileMp4: [[uuid]],
  storageUpload: [
    [new Blob(['bytes']), { user_id: '1', user_id_hash: 'hash' }, { model: 'comment' }, 'a.txt'],
  ],
  cabinetFiles: [[{ page: 2 }]],
  deleteFiles: [[{ files: [uuid], user_id: '1', user_id_hash: 'hash' }]],
  translationGroups: [[['common'], 'en']],
};

const QUIZ: Samples<QuizCalls> = {
  listQuizzes: [[]],
  loadQuiz: [[{ quizId: 5 }]],
  loadQuestions: [[{ quizId: 5, attemptId: 6 }]],
  loadAttemptReview: [[{ quizId: 5, attemptId: 6 }]],
  finishExpiredAttempt: [[{ attemptId: 6 }]],
  startAttempt: [[{ quizId: 5 }]],
  sendAnswer: [[{ attemptId: 6, payload: body }]],
  finishAttempt: [[{ attemptId: 6, answers: [] }]],
  clearAttempt: [[{ attemptId: 6 }]],
  fetchAttemptTimer: [[{ attemptId: 6 }]],
  startQuestionTimer: [[{ attemptId: 6, questionId: 7 }]],
  loadQuestionComment: [[{ attemptId: 6, questionId: 7 }]],
};

/** The quiz calls are made over both call bases: each picks its table entry by the base's kind. */
const QUIZ_BASES = ['/lessons/3', '/info-units/8'];

const PART_SAMPLES: { [P in (typeof PARTS)[number]]: Samples<ApiClient[P]> } = {
  comments: {
    list: [
      [{ type: 'quiz-attempt', id: 6 }, { page: 1 }, false],
      [{ type: 'quiz-attempt', id: 6 }, { quiz_question_id: 7 }, true],
      [{ type: 'lesson', id: 3 }, {}, false],
      [{ type: 'lesson', id: 3 }, {}, true],
      [{ type: 'info-unit', id: 8 }, {}, false],
      [{ type: 'info-unit', id: 8 }, {}, true],
      [{ type: 'lesson-question', id: 7, lessonId: 3 }, {}, false],
      [{ type: 'lesson-question', id: 7, lessonId: 3 }, {}, true],
    ],
    create: [
      [body, false],
      [body, true],
    ],
    update: [[15, body]],
    remove: [[15]],
    setPrivate: [
      [15, true],
      [15, false],
    ],
    bulk: [
      ['read', body],
      ['delete', body],
      ['restrict', body],
    ],
    curators: [[2, { lesson_id: 3 }]],
    inbox: [[{ page: 1 }]],
  },
  expertQuiz: {
    attempts: [
      [{ base: '/lessons/3', quizId: 5, statusId: 6, page: 1 }],
      [{ base: '/info-units/8', quizId: 5, statusId: null, page: 2 }],
    ],
    attempt: [[{ lessonId: 3, quizId: 5, attemptId: 6 }]],
    result: [[{ questionId: 7, attemptId: 6 }]],
    review: [[{ attemptId: 6, statusId: 1 }]],
    quizPlace: [[5]],
    commentSetting: [[{ attemptId: 6, setting: body }]],
    quizzes: [[{ page: 1 }]],
  },
  lessons: {
    lesson: [['letters', 'the-alphabet']],
    courseLessons: [['letters']],
    quizPlace: [['letters', 'the-alphabet', 5]],
    section: [[21]],
    unit: [[8]],
  },
  authoring: {
    lessonQuizzes: [[3]],
    createQuiz: [[3, { name: 'Quick check' }]],
    orderQuizzes: [[3, { ids: [5] }]],
    quiz: [[5]],
    saveQuizOptions: [[5, body]],
    deleteQuiz: [[5]],
    copyQuiz: [
      [5, {}],
      [5, { name: 'Quick check again' }],
    ],
    addQuestion: [[5, body]],
    orderQuestions: [[5, { ids: [7] }]],
    saveQuestion: [[7, body]],
    deleteQuestion: [[7]],
    rescoreSummary: [[7]],
    rescoreQuestion: [[7]],
    addAnswer: [[7, body]],
    orderAnswers: [[7, { ids: [9] }]],
    addStatement: [[7, body]],
    orderStatements: [[7, { ids: [11] }]],
    saveAnswer: [[9, body]],
    deleteAnswer: [[9]],
    saveStatement: [[11, body]],
    deleteStatement: [[11]],
    orderStatementAnswers: [[11, { ids: [9] }]],
    addAnswerGroup: [[11, { type_id: 1 }]],
    orderAnswerGroups: [[11, { ids: [13] }]],
    saveAnswerGroup: [[13, body]],
    deleteAnswerGroup: [[13]],
  },
  lessonEditor: {
    program: [[2]],
    arrangeProgram: [[2, { sections: [{ id: 17, lesson_ids: [3] }] }]],
    addProgramSection: [[2, { title: 'Basics' }]],
    renameProgramSection: [[17, { title: 'Basics' }]],
    deleteProgramSection: [[17]],
    createLesson: [[2, { title: 'Letters' }]],
    lesson: [[2, 3]],
    saveLesson: [[2, 3, body]],
    deleteLesson: [[2, 3]],
    copyLesson: [
      [3, 4],
      [3, 4, { version: 2 }],
    ],
    addSection: [[3, { name: 'Practice' }]],
    saveSection: [[21, { name: 'Practice' }]],
    deleteSection: [[21]],
    courses: [[{ type_id: 1, lessons_search: 'letters' }], []],
    courseBlocks: [[2]],
    publicPage: [[2]],
    savePublicPage: [[2, { version: 1, info_units: [] }]],
    closedGroups: [[]],
    createClosedGroup: [[{ title: 'Insiders' }]],
    closedGroup: [[19]],
    renameClosedGroup: [[19, { title: 'Insiders' }]],
    addClosedGroupMember: [[19, { email: 'ada@lectern.test' }]],
    removeClosedGroupMember: [[19, 1]],
    deleteClosedGroup: [[19]],
  },
  account: {
    updateUser: [[1, { name: 'Ada' }]],
    autoTimezone: [['Europe/Kyiv']],
    authServices: [[]],
    defaultContactFields: [[]],
    contactTabs: [[]],
    saveDefaultContactFields: [[{ fields: { phone: '+380 44 123 4567' } }]],
    saveSchoolContactFields: [[{ fields: [{ id: 12, value: 'Acme' }] }]],
    sendEmailCode: [[{ email: 'new@lectern.test', password: 'password-1' }]],
    checkEmailCode: [[{ email: 'new@lectern.test', code: '123456' }]],
    updateEmail: [[{ email: 'new@lectern.test', code: '123456' }]],
    validatePassword: [[{ password: 'password-1' }]],
    changePassword: [[{ current_password: 'password-1', password: 'password-2' }]],
    confirmPassword: [[{ code: '123456' }]],
    restore: [[{ email: 'ada@lectern.test' }]],
    restoreConfirm: [[{ email: 'ada@lectern.test', code: '123456' }]],
    restoreSetPassword: [[{ email: 'ada@lectern.test', code: '123456', password: 'password-2' }]],
    sendSignInCode: [[{ email: 'ada@lectern.test' }]],
    signInWithCode: [[{ email: 'ada@lectern.test', code: '123456' }]],
    currentLogin: [[]],
    loginHistory: [[{ page: 2 }]],
    endOtherSessions: [[]],
    rewards: [[{ page: 1 }]],
    purchases: [[{ page: 1 }]],
    createSchool: [[{ name: 'Letters school', language: 'en', timezone: 'Europe/Kyiv' }]],
  },
  player: {
    playbackEvent: [
      ['lessons', 3, 'started'],
      ['lessons', 3, 'watched'],
      ['info-units', 7, 'started'],
      ['info-units', 7, 'watched'],
    ],
    playerLog: [[{ error: 'media:bufferAppendError', location: '/lesson', sources: [] }]],
  },
  lessonPage: {
    lesson: [[3, 1]],
    lessonBySlugs: [['letters', 'alphabet', 0]],
    program: [['letters']],
    preSubscribe: [['letters']],
    previewSettings: [[2]],
    savePreviewSettings: [[2, { type: 2, offer_id: 4 }]],
    offers: [[{ page: 1, per_page: 5, with_draft: '1' }]],
    offer: [[4]],
    createOffer: [[body]],
    saveOffer: [[4, body]],
    participants: [[2, { page: 1, limit: 5, search: 'ada' }]],
    createOrder: [[{ offer_id: 4, email: 'ada@lectern.test' }]],
    order: [[9]],
  },
};

/** A table path as a pattern: `:name` is one segment, `*` the rest. */
function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) return '[^/]+';
      if (segment === '*') return '.+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

const TABLE = (Object.keys(ROUTES) as RouteName[]).map((name) => {
  const [method, path] = name.split(' ') as [string, string];
  return { name, method, pattern: patternOf(path), params: (path.match(/:\w+|\*/g) ?? []).length };
});

/** The table entry a request went to; where two patterns match, the one with more fixed segments. */
function entryOf(method: string, path: string): RouteName | undefined {
  const matches = TABLE.filter((row) => row.method === method && row.pattern.test(path));
  return matches.sort((a, b) => a.params - b.params)[0]?.name;
}

interface Sent {
  call: string;
  method: string;
  path: string;
}

/** A client whose fetch records each request and answers `{}`: the answer fails its schema, which is fine here. */
function recordingClient(create: (options: ApiClientOptions) => ApiClient = createApiClient) {
  const sent: Sent[] = [];
  let current = '';
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    sent.push({ call: current, method: request.method, path: pathname.slice(API_PREFIX.length) });
    return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  const client = create({ baseUrl: 'http://lectern.test', fetch: fetch as typeof globalThis.fetch });
  /** Makes one call with its sample arguments; what it answers (or throws) does not matter. */
  const make = async (
    label: string,
    part: object,
    name: string,
    samples: readonly (readonly unknown[])[],
  ) => {
    current = label;
    const fn = (part as Record<string, (...args: readonly unknown[]) => Promise<unknown>>)[name];
    if (typeof fn !== 'function') throw new Error(`${label} is not a call of the client.`);
    for (const args of samples) await fn(...args).catch(() => undefined);
  };
  return { client, sent, make };
}

/** Calls every function of every part of the client, and reads back the table entries they went to. */
async function callEverything(create?: (options: ApiClientOptions) => ApiClient) {
  const { client, sent, make } = recordingClient(create);
  for (const [name, args] of Object.entries(TOP)) await make(name, client, name, args);
  for (const base of QUIZ_BASES) {
    const calls = client.quiz(base);
    for (const [name, args] of Object.entries(QUIZ)) await make(`quiz(${base}).${name}`, calls, name, args);
  }
  for (const part of PARTS) {
    for (const [name, args] of Object.entries(PART_SAMPLES[part])) {
      await make(`${part}.${name}`, client[part], name, args as readonly (readonly unknown[])[]);
    }
  }
  const reached = sent.map((request) => ({ ...request, entry: entryOf(request.method, request.path) }));
  return { client, reached };
}

const functionsOf = (part: object) =>
  Object.entries(part)
    .filter(([, value]) => typeof value === 'function')
    .map(([name]) => name)
    .sort();

describe('the client covers the route table', () => {
  it('has samples for every call of every part, so the check below makes every call', () => {
    const client = createApiClient({ fetch: (() => Promise.reject(new Error('no calls here'))) as never });
    expect(Object.keys(client).sort()).toEqual([...Object.keys(TOP), 'quiz', ...PARTS].sort());
    expect(functionsOf(client.quiz(QUIZ_BASES[0] ?? ''))).toEqual(Object.keys(QUIZ).sort());
    for (const part of PARTS)
      expect(functionsOf(client[part])).toEqual(Object.keys(PART_SAMPLES[part]).sort());
  });

  it('goes only to paths of the table, and every call makes a request', async () => {
    const { reached } = await callEverything();
    expect(reached.filter((request) => request.entry === undefined)).toEqual([]);
    const labels = new Set(reached.map((request) => request.call));
    const silent = [
      ...Object.keys(TOP),
      ...QUIZ_BASES.flatMap((base) => Object.keys(QUIZ).map((name) => `quiz(${base}).${name}`)),
      ...PARTS.flatMap((part) => Object.keys(PART_SAMPLES[part]).map((name) => `${part}.${name}`)),
    ].filter((label) => !labels.has(label));
    expect(silent).toEqual([]);
  });

  it('calls every entry of the table, but for the ones listed with the reason no client of ours calls them', async () => {
    const { reached } = await callEverything();
    const called = new Set(reached.map((request) => request.entry));
    const exempt = Object.keys(NOT_CALLED_BY_THE_CLIENT);
    const uncalled = (Object.keys(ROUTES) as RouteName[]).filter(
      (name) => !called.has(name) && !exempt.includes(name),
    );
    expect({ tableEntriesWithoutAClientCall: uncalled }).toEqual({ tableEntriesWithoutAClientCall: [] });
    expect({ listedButCalled: exempt.filter((name) => called.has(name as RouteName)) }).toEqual({
      listedButCalled: [],
    });
    expect({ listedButNotInTable: exempt.filter((name) => !Object.hasOwn(ROUTES, name)) }).toEqual({
      listedButNotInTable: [],
    });
  });

  it("the web app's client (each part loaded with its first call, through its area's table) makes the same requests", async () => {
    const web = await callEverything(createWebApiClient);
    const full = await callEverything();
    expect(Object.keys(createWebApiClient()).sort()).toEqual(Object.keys(createApiClient()).sort());
    const requests = (reached: typeof full.reached) =>
      reached.map((request) => `${request.call}: ${request.method} ${request.path}`);
    expect(requests(web.reached)).toEqual(requests(full.reached));
  });

  it('picks the quiz calls’ entries by the kind of the base', async () => {
    const { reached } = await callEverything();
    const under = (base: string) =>
      reached.filter((request) => request.call.startsWith(`quiz(${base})`)).map((request) => request.entry);
    expect(under('/lessons/3')).toContain('GET /lessons/:lessonId/quizzes/:quizId');
    expect(under('/lessons/3')).not.toContain('GET /info-units/:unitId/quizzes/:quizId');
    expect(under('/info-units/8')).toContain('GET /info-units/:unitId/quizzes/:quizId');
    expect(under('/info-units/8')).not.toContain('GET /lessons/:lessonId/quizzes/:quizId');
    expect(() => createApiClient().quiz('/courses/3')).toThrow(/not a quiz call base/);
  });
});
