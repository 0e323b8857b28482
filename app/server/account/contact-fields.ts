import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  CONTACT_PROBLEM_TEXT,
  type ContactFieldType,
  contactValueProblem,
  DEFAULT_CONTACT_FIELDS,
  type DefaultContactFieldKey,
  normalizeContactValue,
} from '../../../core/account/contact-fields.ts';
import type { ContactField, ContactTab } from '../../../core/api/contact-fields.ts';
import type { Db } from '../db/client.ts';
import {
  cabinetMembers,
  cabinets,
  contactFields,
  contactFieldValues,
  studentDefaultFields,
} from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';

/** The refusal for a field id that is not a field of a school the caller learns in. */
export const NO_SUCH_CONTACT_FIELD = 'There is no such contact field.';

/** The default contact fields with one user's values (empty where not filled in). */
export async function listDefaultFields(db: Db, userId: number): Promise<ContactField[]> {
  const rows = await db
    .select({ key: studentDefaultFields.key, value: studentDefaultFields.value })
    .from(studentDefaultFields)
    .where(eq(studentDefaultFields.userId, userId));
  const values = new Map(rows.map((row) => [row.key, row.value]));
  return DEFAULT_CONTACT_FIELDS.map((field) => ({
    id: null,
    key: field.key,
    name: null,
    type: field.type,
    is_required: false,
    value: values.get(field.key) ?? '',
  }));
}

/** Refuses with 422 naming each field whose value does not fit (`fields.<key or id>`). */
function refuseProblems(problems: [string, keyof typeof CONTACT_PROBLEM_TEXT][]) {
  if (problems.length === 0) return;
  const errors = Object.fromEntries(
    problems.map(([name, problem]) => [`fields.${name}`, [CONTACT_PROBLEM_TEXT[problem]]]),
  );
  throw new HttpError(422, CONTACT_PROBLEM_TEXT[problems[0]?.[1] ?? 'required'], { errors });
}

/** Saves values of default fields by key; an empty value clears the field. */
export async function saveDefaultFields(
  db: Db,
  userId: number,
  fields: Partial<Record<DefaultContactFieldKey, string>>,
): Promise<void> {
  const typeOf = new Map<string, ContactFieldType>(DEFAULT_CONTACT_FIELDS.map((f) => [f.key, f.type]));
  const entries = Object.entries(fields).flatMap(([key, value]) => {
    const type = typeOf.get(key);
    return type && value !== undefined ? [{ key, type, value }] : [];
  });
  refuseProblems(
    entries.flatMap(({ key, type, value }) => {
      const problem = contactValueProblem(type, value);
      return problem ? [[key, problem] as [string, typeof problem]] : [];
    }),
  );
  const kept = entries.map((entry) => ({ ...entry, value: normalizeContactValue(entry.type, entry.value) }));
  await db.transaction(async (tx) => {
    const cleared = kept.filter((entry) => entry.value === '').map((entry) => entry.key);
    if (cleared.length > 0) {
      await tx
        .delete(studentDefaultFields)
        .where(and(eq(studentDefaultFields.userId, userId), inArray(studentDefaultFields.key, cleared)));
    }
    const filled = kept.filter((entry) => entry.value !== '');
    if (filled.length > 0) {
      await tx
        .insert(studentDefaultFields)
        .values(filled.map(({ key, value }) => ({ userId, key, value })))
        .onConflictDoUpdate({
          target: [studentDefaultFields.userId, studentDefaultFields.key],
          set: { value: sql`excluded.value`, updatedAt: sql`now()` },
        });
    }
  });
}

/** The fields of every school the user learns in (a student membership), with the user's values. */
async function listSchoolFields(db: Db, userId: number) {
  return db
    .select({
      id: contactFields.id,
      cabinetId: contactFields.cabinetId,
      cabinetName: cabinets.name,
      name: contactFields.name,
      type: contactFields.type,
      isRequired: contactFields.isRequired,
      value: contactFieldValues.value,
    })
    .from(contactFields)
    .innerJoin(cabinets, eq(cabinets.id, contactFields.cabinetId))
    .innerJoin(
      cabinetMembers,
      and(
        eq(cabinetMembers.cabinetId, contactFields.cabinetId),
        eq(cabinetMembers.userId, userId),
        eq(cabinetMembers.role, 'student'),
      ),
    )
    .leftJoin(
      contactFieldValues,
      and(eq(contactFieldValues.fieldId, contactFields.id), eq(contactFieldValues.userId, userId)),
    )
    .orderBy(asc(contactFields.cabinetId), asc(contactFields.position), asc(contactFields.id));
}

/** Tab 0 with the default fields, then a tab per school the user learns in that asks for more. */
export async function listContactTabs(db: Db, userId: number): Promise<ContactTab[]> {
  const [defaults, rows] = await Promise.all([listDefaultFields(db, userId), listSchoolFields(db, userId)]);
  const tabs: ContactTab[] = [{ id: 0, name: null, fields: defaults }];
  for (const row of rows) {
    let tab = tabs.find((each) => each.id === row.cabinetId);
    if (!tab) {
      tab = { id: row.cabinetId, name: row.cabinetName, fields: [] };
      tabs.push(tab);
    }
    tab.fields.push({
      id: row.id,
      key: null,
      name: row.name,
      type: row.type,
      is_required: row.isRequired,
      value: row.value ?? '',
    });
  }
  return tabs;
}

/**
 * Saves values of schools' fields by id. Every id must be a field of a school the user learns in
 * (any other, another school's among them, is a 404); a required field cannot be emptied.
 */
export async function saveSchoolFields(
  db: Db,
  userId: number,
  fields: readonly { id: number; value: string }[],
): Promise<void> {
  const own = new Map((await listSchoolFields(db, userId)).map((row) => [row.id, row]));
  if (fields.some((field) => !own.has(field.id))) throw new HttpError(404, NO_SUCH_CONTACT_FIELD);
  const byId = new Map(fields.map((field) => [field.id, field.value]));
  const entries = [...byId].map(([id, value]) => {
    const field = own.get(id);
    if (!field) throw new HttpError(404, NO_SUCH_CONTACT_FIELD);
    return { id, type: field.type, isRequired: field.isRequired, value };
  });
  refuseProblems(
    entries.flatMap(({ id, type, isRequired, value }) => {
      const problem = contactValueProblem(type, value, isRequired);
      return problem ? [[String(id), problem] as [string, typeof problem]] : [];
    }),
  );
  const kept = entries.map((entry) => ({ ...entry, value: normalizeContactValue(entry.type, entry.value) }));
  await db.transaction(async (tx) => {
    const cleared = kept.filter((entry) => entry.value === '').map((entry) => entry.id);
    if (cleared.length > 0) {
      await tx
        .delete(contactFieldValues)
        .where(and(eq(contactFieldValues.userId, userId), inArray(contactFieldValues.fieldId, cleared)));
    }
    const filled = kept.filter((entry) => entry.value !== '');
    if (filled.length > 0) {
      await tx
        .insert(contactFieldValues)
        .values(filled.map(({ id, value }) => ({ fieldId: id, userId, value })))
        .onConflictDoUpdate({
          target: [contactFieldValues.fieldId, contactFieldValues.userId],
          set: { value: sql`excluded.value`, updatedAt: sql`now()` },
        });
    }
  });
}
