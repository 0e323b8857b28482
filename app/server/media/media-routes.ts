import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { cabinetFilesQuerySchema } from '../../../core/api/files.ts';
import { requireUser } from '../auth/authenticate.ts';
import { requireCabinetPermission } from '../auth/cabinet-access.ts';
import { files } from '../db/schema.ts';
import { fileRecordOf } from '../files/file-records.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { queryParams } from '../http/validation.ts';

/**
 * The current school's uploaded files for the expert's storage page, with their processing state.
 * (What the worker makes is served by the file routes under `/files/{uuid}/media/…`.)
 */
export function mediaRoutes(deps: AppDeps) {
  const { db } = deps;
  const signedIn = requireUser(deps);
  const routes = new Hono<AppEnv>();

  routes.get('/cabinet/files', signedIn, queryParams(cabinetFilesQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const school = await requireCabinetPermission(db, c.var.auth.user, 'storage', ['list']);
    const own = and(eq(files.cabinetId, school.cabinet.id), isNull(files.parentId), isNull(files.deletedAt));
    const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(files).where(own);
    const rows = await db
      .select()
      .from(files)
      .where(own)
      .orderBy(desc(files.createdAt), desc(files.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page);
    const children =
      rows.length === 0
        ? []
        : await db
            .select()
            .from(files)
            .where(
              and(
                inArray(
                  files.parentId,
                  rows.map((row) => row.id),
                ),
                isNull(files.deletedAt),
              ),
            )
            .orderBy(files.position, files.id);
    const total = counted?.total ?? 0;
    return c.json({
      data: rows.map((row) =>
        fileRecordOf(
          row,
          children.filter((child) => child.parentId === row.id),
        ),
      ),
      meta: {
        current_page: query.page,
        per_page: query.per_page,
        total,
        last_page: Math.max(1, Math.ceil(total / query.per_page)),
      },
    });
  });

  return routes;
}
