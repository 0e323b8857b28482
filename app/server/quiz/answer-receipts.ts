import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { quizAnswerReceipts } from '../db/schema.ts';

/** A receipt for an idempotency key, when the answer was applied before. */
export async function findReceipt(tx: Db, attemptId: number, key: string): Promise<unknown> {
  const [row] = await tx
    .select({ response: quizAnswerReceipts.response })
    .from(quizAnswerReceipts)
    .where(and(eq(quizAnswerReceipts.attemptId, attemptId), eq(quizAnswerReceipts.key, key)));
  return row?.response;
}

/** Keeps the response of an applied answer under its key. */
export async function saveReceipt(tx: Db, attemptId: number, key: string, response: unknown): Promise<void> {
  await tx.insert(quizAnswerReceipts).values({ attemptId, key, response }).onConflictDoNothing();
}
