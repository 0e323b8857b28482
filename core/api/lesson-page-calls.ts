import type { Through } from './client.ts';
import type { OfferRequest, PreviewSettingsRequest } from './lesson-page.ts';

const searchOf = (query: Record<string, string | number | undefined>) =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

/** The lesson page's calls (docs/lesson-page.md): the lesson for anyone, pre-subscription, the expert's preview, offers, participants and orders. */
export function createLessonPageCalls(through: Through) {
  return {
    /** The lesson dto by id, for anyone (`GET /public/lessons/{id}`). */
    lesson: async (lessonId: number, section = 0) =>
      (
        await through(
          'GET /public/lessons/:lessonId',
          { lessonId },
          { searchParams: { section: String(section) } },
        )
      ).data,
    /** The lesson dto by the page's slugs (`GET /public/courses/{course}/lessons/{lesson}`). */
    lessonBySlugs: async (courseSlug: string, lessonSlug: string, section = 0) =>
      (
        await through(
          'GET /public/courses/:courseSlug/lessons/:lessonSlug',
          { courseSlug, lessonSlug },
          { searchParams: { section: String(section) } },
        )
      ).data,
    /** The course program a student sees (`GET /public/courses/{course}/program`). */
    program: async (courseSlug: string) =>
      (await through('GET /public/courses/:courseSlug/program', { courseSlug })).data,
    preSubscribe: async (courseSlug: string) =>
      (await through('POST /public/courses/:courseSlug/pre-subscription', { courseSlug })).data,
    previewSettings: async (courseId: number) =>
      (await through('GET /courses/:courseId/preview-settings', { courseId })).data,
    savePreviewSettings: async (courseId: number, body: PreviewSettingsRequest) =>
      (await through('POST /courses/:courseId/preview-settings', { courseId }, { json: body })).data,
    offers: (query: {
      page?: number;
      per_page?: number;
      products?: string;
      with_counts?: '0' | '1';
      with_draft?: '0' | '1';
      display_all?: '0' | '1';
      is_full?: '0' | '1';
      query?: string;
    }) => through('GET /offers', {}, { searchParams: searchOf(query) }),
    offer: async (offerId: number) => (await through('GET /offers/:offerId', { offerId })).data,
    createOffer: async (body: OfferRequest) => (await through('POST /offers', {}, { json: body })).data,
    saveOffer: async (offerId: number, body: OfferRequest) =>
      (await through('PUT /offers/:offerId', { offerId }, { json: body })).data,
    participants: (courseId: number, query: { page?: number; limit?: number; search?: string }) =>
      through(
        'GET /products/:courseId/participants',
        { courseId },
        { searchParams: searchOf({ page: query.page, limit: query.limit, 'filters[search]': query.search }) },
      ),
    createOrder: async (body: { offer_id: number; email: string }) =>
      (await through('POST /orders', {}, { json: body })).data,
    order: async (orderId: number) => (await through('GET /orders/:orderId', { orderId })).data,
  };
}
