import { and, asc, count, eq } from 'drizzle-orm';
import {
  CLOSED_GROUP_NOT_IN_SCHOOL,
  type ClosedGroup,
  type ClosedGroupDetail,
} from '../../../core/api/lessons.ts';
import type { ClosedGroupRow } from '../access/lesson-reach.ts';
import type { Reached, SchoolId } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import { cabinetMembers, closedGroupMembers, closedGroups, users } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { refusal } from './lesson-content.ts';

// Closed groups, the smallest real model (spec 1 §3 Closed group): a school's group has a title and
// people of the school as its members; the button dialog links to `/group-access/{id}`.

const groupOf = (row: ClosedGroupRow, membersCount: number): ClosedGroup => ({
  id: row.id,
  title: row.title,
  name: row.title,
  members_count: membersCount,
});

/** `GET /closed-groups`: the school's groups by title. */
export async function listClosedGroups(db: Db, school: SchoolId): Promise<ClosedGroup[]> {
  const rows = await db
    .select({ group: closedGroups, members: count(closedGroupMembers.id) })
    .from(closedGroups)
    .leftJoin(closedGroupMembers, eq(closedGroupMembers.groupId, closedGroups.id))
    .where(eq(closedGroups.cabinetId, school))
    .groupBy(closedGroups.id)
    .orderBy(asc(closedGroups.title), asc(closedGroups.id));
  return rows.map((row) => groupOf(row.group, Number(row.members)));
}

async function detailOf(db: Db, group: ClosedGroupRow): Promise<ClosedGroupDetail> {
  const [fresh] = await db.select().from(closedGroups).where(eq(closedGroups.id, group.id));
  const members = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(closedGroupMembers)
    .innerJoin(users, eq(users.id, closedGroupMembers.userId))
    .where(eq(closedGroupMembers.groupId, group.id))
    .orderBy(asc(users.name), asc(users.id));
  return { ...groupOf(fresh ?? group, members.length), members };
}

/** `POST /closed-groups`: a new group of the school, without members. */
export async function createClosedGroup(db: Db, school: SchoolId, title: string): Promise<ClosedGroupDetail> {
  const [row] = await db.insert(closedGroups).values({ cabinetId: school, title }).returning();
  return detailOf(db, row!);
}

/** `GET /closed-groups/{id}`: the group with its members. */
export function closedGroupDetail(db: Db, group: Reached<ClosedGroupRow>): Promise<ClosedGroupDetail> {
  return detailOf(db, group);
}

/** `PUT /closed-groups/{id}`: a new title. */
export async function renameClosedGroup(
  db: Db,
  group: Reached<ClosedGroupRow>,
  title: string,
): Promise<ClosedGroupDetail> {
  await db.update(closedGroups).set({ title, updatedAt: new Date() }).where(eq(closedGroups.id, group.id));
  return detailOf(db, group);
}

/** `POST /closed-groups/{id}/members`: a person of the group's school (any role), by email; 422 for anyone else. */
export async function addClosedGroupMember(
  db: Db,
  group: Reached<ClosedGroupRow>,
  email: string,
): Promise<ClosedGroupDetail> {
  const [person] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(
      cabinetMembers,
      and(eq(cabinetMembers.userId, users.id), eq(cabinetMembers.cabinetId, group.cabinetId)),
    )
    .where(eq(users.email, email));
  if (!person) throw refusal({ email: [CLOSED_GROUP_NOT_IN_SCHOOL] });
  await db.insert(closedGroupMembers).values({ groupId: group.id, userId: person.id }).onConflictDoNothing();
  return detailOf(db, group);
}

/** `DELETE /closed-groups/{id}/members/{user}`: 404 when the person is not a member of the group. */
export async function removeClosedGroupMember(
  db: Db,
  group: Reached<ClosedGroupRow>,
  userId: number,
): Promise<ClosedGroupDetail> {
  const removed =
    userId > 2_147_483_647
      ? []
      : await db
          .delete(closedGroupMembers)
          .where(and(eq(closedGroupMembers.groupId, group.id), eq(closedGroupMembers.userId, userId)))
          .returning({ id: closedGroupMembers.id });
  if (removed.length === 0) throw new HttpError(404, 'There is no such member of the group.');
  return detailOf(db, group);
}

/** `DELETE /closed-groups/{id}`: the group goes, and its members with it (the table cascades). */
export async function deleteClosedGroup(db: Db, group: Reached<ClosedGroupRow>): Promise<{ id: number }> {
  await db.delete(closedGroups).where(eq(closedGroups.id, group.id));
  return { id: group.id };
}
