import type { Db } from '../db/client.ts';
import { closedGroupMembers, closedGroups } from '../db/schema.ts';

/** The demo school's closed group (docs/closed-groups.md): a lesson button can lead to it. */
export const DEMO_CLOSED_GROUP = { title: 'Speaking club' } as const;

/**
 * Writes the demo school's closed group with its members (the demo expert and student). Called once,
 * inside the transaction that writes the demo school, so a group the expert deletes stays deleted.
 */
export async function seedDemoClosedGroups(
  db: Db,
  schoolId: number,
  memberIds: readonly number[],
): Promise<void> {
  const [group] = await db
    .insert(closedGroups)
    .values({ cabinetId: schoolId, title: DEMO_CLOSED_GROUP.title })
    .returning({ id: closedGroups.id });
  await db.insert(closedGroupMembers).values(memberIds.map((userId) => ({ groupId: group!.id, userId })));
}
