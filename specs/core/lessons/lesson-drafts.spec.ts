import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  type ExpertLesson,
  infoUnitInputSchema,
  lessonSaveRequestSchema,
  lessonSectionInputSchema,
} from '../../../core/api/lessons.ts';
import {
  INFO_UNIT_TYPE_IDS,
  LESSON_DEFAULTS,
  lessonDraftOf,
  newInfoUnit,
  newLessonSection,
  sectionDraftOf,
  unitTitle,
} from '../../../core/lessons/index.ts';
import { lessonSection } from '../../arbitraries/lessons.ts';

// The pure rules of lessons: a block's title, new blocks and sections with their defaults, and the
// save a lesson as read turns into.

describe('unitTitle', () => {
  it('is the block’s own title, else Block #{n} ({type}) (spec 1 §3)', () => {
    expect(unitTitle({ title: 'Letters', type_id: 3 }, 1)).toBe('Letters');
    expect(unitTitle({ title: null, type_id: 1 }, 1)).toBe('Block #1 (Audio)');
    expect(unitTitle({ title: '   ', type_id: 7 }, 4)).toBe('Block #4 (Practices list)');
    expect(unitTitle({ type_id: 5 }, 2, 'Практика')).toBe('Block #2 (Практика)');
  });
});

describe('new blocks and sections', () => {
  it('are drafts the save schema takes unchanged, for every block type', () => {
    for (const type of INFO_UNIT_TYPE_IDS) {
      const unit = newInfoUnit(type);
      expect(v.parse(infoUnitInputSchema, unit)).toEqual(unit);
      expect(unit).toMatchObject({ id: null, title: null, copied: false, files: [], quiz_id: null });
      expect(unit.content === null).toBe(type !== 3);
    }
    const section = { ...newLessonSection(), info_units: [newInfoUnit(3)] };
    expect(v.parse(lessonSectionInputSchema, section)).toEqual(section);
  });

  it('start a lesson from the defaults of spec 1 §9', () => {
    expect(LESSON_DEFAULTS).toMatchObject({
      status_id: 1,
      type_id: 1,
      accessible_after_days: 0,
      accessible_start_hour: '00:00',
    });
  });
});

describe('lessonDraftOf', () => {
  it('turns a lesson as read into a save the schema takes unchanged, keeping every id', () => {
    fc.assert(
      fc.property(fc.array(lessonSection, { maxLength: 4 }), (sections) => {
        const lesson: ExpertLesson = {
          id: 1,
          course_id: 2,
          course_nodeble_id: 3,
          title: 'Letters',
          slug: 'letters',
          status_id: 1,
          type_id: 1,
          image: null,
          is_public: false,
          is_skip_checkpoint: false,
          is_open: true,
          is_preview_added: false,
          lesson_previews: [],
          video_previews: [],
          preview: null,
          accessible_after_days: 2,
          accessible_start_hour: '08:00',
          accessible_timezone: 'Europe/Kyiv',
          accessible_timezone_id: null,
          accessible_after_ids: [4],
          quiz_ids: [],
          sections,
          course: {
            id: 2,
            title: 'C',
            slug: 'c',
            type: 'course',
            custom_styles: { font_styles: { family: 'Inter', size: '16px', height: 1.3 } },
          },
          version: 7,
        };
        const draft = lessonDraftOf(lesson);
        expect(v.parse(lessonSaveRequestSchema, draft)).toEqual(draft);
        expect(draft.version).toBe(7);
        expect(draft.sections.map((section) => section.id)).toEqual(sections.map((section) => section.id));
        expect(draft.sections.flatMap((s) => s.info_units.map((u) => u.id))).toEqual(
          sections.flatMap((s) => s.info_units.map((u) => u.id)),
        );
        expect(sections.map(sectionDraftOf)).toEqual(draft.sections);
      }),
    );
  });

  it('names a block’s files by uuid with the block’s own switches (the pivot’s)', () => {
    const draft = sectionDraftOf({
      id: 1,
      name: 's',
      order: 1,
      copied: false,
      info_units: [
        {
          ...newInfoUnit(4),
          id: 5,
          order: 1,
          description_formatted: null,
          files: [
            {
              uuid: 'u',
              url: null,
              process_status: 'completed',
              allow_doc_download: true,
              allow_doc_preview: true,
              pivot: { allow_doc_download: false, allow_doc_preview: null },
            },
          ],
        },
      ],
    });
    expect(draft.info_units[0]!.files).toEqual([
      { uuid: 'u', allow_doc_download: false, allow_doc_preview: null },
    ]);
  });
});
