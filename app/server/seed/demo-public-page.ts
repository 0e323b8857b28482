import { eq, sql } from 'drizzle-orm';
import type { EditorDoc, InfoUnitInput } from '../../../core/api/lessons.ts';
import { newInfoUnit } from '../../../core/lessons/index.ts';
import type { Db } from '../db/client.ts';
import { courses } from '../db/schema.ts';
import { storedPageContent, writeContent } from '../lessons/lesson-content.ts';
import { DEMO_COURSE } from './demo-data.ts';

// The demo course's public page (docs/public-page.md): what a visitor reads before buying, a
// description under the cover and two text blocks, written as the page's save writes them.

const text = (value: string, marks?: { type: 'bold' | 'italic' }[]) => ({
  type: 'text' as const,
  text: value,
  ...(marks ? { marks } : {}),
});
const paragraph = (...content: ReturnType<typeof text>[]) => ({ type: 'paragraph' as const, content });
const item = (value: string) => ({ type: 'listItem' as const, content: [paragraph(text(value))] });

/** The demo page's description, kept when the course already has one. */
export const DEMO_PAGE_DESCRIPTION =
  'Four short lessons to read, greet and introduce yourself in Ukrainian. No letters known in advance: you start from the alphabet.';

/** The demo page's blocks, in order. */
export const DEMO_PAGE_BLOCKS: readonly { title: string; content: EditorDoc }[] = [
  {
    title: 'What you will learn',
    content: {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [text('In four lessons')] },
        {
          type: 'bulletList',
          content: [
            item('Read the 33 letters of the Cyrillic alphabet.'),
            item('Say hello and goodbye, formally and to friends.'),
            item('Introduce yourself and count from one to ten.'),
          ],
        },
      ],
    },
  },
  {
    title: 'How the course works',
    content: {
      type: 'doc',
      content: [
        paragraph(
          text('Each lesson is '),
          text('short', [{ type: 'bold' }]),
          text(': a text to read, audio to repeat after and a practice that checks you at once.'),
        ),
        paragraph(text('Study at your own pace; the lessons stay open once you have bought the course.')),
      ],
    },
  },
];

/**
 * Gives the demo course its public page: a description (when it has none) and the blocks, in one
 * transaction. Idempotent: a course whose page already holds blocks is left as it is. Answers whether
 * it wrote anything.
 */
export async function seedDemoPublicPage(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [course] = await tx
      .select({ id: courses.id, description: courses.description })
      .from(courses)
      .where(eq(courses.slug, DEMO_COURSE.slug))
      .for('update');
    if (!course) return false;
    const stored = await storedPageContent(tx, course.id);
    if (stored.units.size > 0) return false;
    const units: InfoUnitInput[] = DEMO_PAGE_BLOCKS.map((block) => ({
      ...newInfoUnit(3),
      title: block.title,
      content: block.content,
    }));
    const [section] = stored.sections.values();
    await writeContent(tx, stored, [{ id: section?.id ?? null, name: '', copied: false, info_units: units }]);
    await tx
      .update(courses)
      .set({
        description: course.description ?? DEMO_PAGE_DESCRIPTION,
        publicPageVersion: sql`${courses.publicPageVersion} + 1`,
      })
      .where(eq(courses.id, course.id));
    return true;
  });
}
