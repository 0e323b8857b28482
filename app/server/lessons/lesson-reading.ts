import type { PublicInfoUnit, PublicSection } from '../../../core/api/lessons.ts';
import type { ReadSection, ReadUnit } from '../access/lesson-reach.ts';
import type { Reached } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import { fileRecordsByUuid, readerUnitView, unitsOfSections } from './lesson-view.ts';

// What the lesson page reads (spec 3 §3 Section, Unit): a block's text as safe HTML, never the document.

/** `GET /public/sections/{section}/part`: a section of a lesson with its blocks in order. */
export async function readerSection(
  db: Db,
  { section, lesson }: Reached<ReadSection>,
): Promise<PublicSection> {
  const { bySection, records } = await unitsOfSections(db, [section.id]);
  return {
    id: section.id,
    title: section.name,
    sub_title: null,
    lesson_id: lesson.id,
    info_units: (bySection.get(section.id) ?? []).map((unit) => readerUnitView(unit, records)),
  };
}

/** `GET /info-units/{id}`: one block (spec 2 §7 reloads a player from its first file's url). */
export async function readerUnit(db: Db, { unit }: Reached<ReadUnit>): Promise<PublicInfoUnit> {
  return readerUnitView(
    unit,
    await fileRecordsByUuid(
      db,
      unit.files.map((file) => file.uuid),
    ),
  );
}
