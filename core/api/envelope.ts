import * as v from 'valibot';

/** Wraps a payload schema in the success envelope `{ data, meta?, links? }` every call answers. */
export function dataEnvelope<TData extends v.GenericSchema>(data: TData) {
  return v.object({
    data,
    meta: v.optional(v.record(v.string(), v.unknown())),
    links: v.optional(v.record(v.string(), v.unknown())),
  });
}

/** Pagination facts that list calls put in `meta`. */
export const pageMetaSchema = v.object({
  current_page: v.number(),
  per_page: v.number(),
  total: v.number(),
  last_page: v.number(),
});
export type PageMeta = v.InferOutput<typeof pageMetaSchema>;

/** The one error shape: a sentence for people and, for bad input, the messages per field. */
export const errorBodySchema = v.object({
  message: v.string(),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
});
export type ErrorBody = v.InferOutput<typeof errorBodySchema>;

/** Query parameters shared by paginated list calls. */
export const pageQuerySchema = v.object({
  page: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1)), 1),
  per_page: v.optional(
    v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(100)),
    20,
  ),
});
