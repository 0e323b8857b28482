import * as v from 'valibot';
import { dataEnvelope } from './envelope.ts';

/** Longest message and page address a browser error report keeps. */
export const ERROR_REPORT_TEXT_MAX = 2000;
/** Longest stack a browser error report keeps. */
export const ERROR_REPORT_STACK_MAX = 8000;

/** POST /client-errors: a browser error of a production page built without a Sentry DSN (spec 2 §8). */
export const errorReportRequestSchema = v.object({
  /** A thrown error reached window.onerror, or a promise rejection nobody handled. */
  kind: v.picklist(['error', 'unhandledrejection']),
  message: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(ERROR_REPORT_TEXT_MAX)),
  stack: v.optional(v.pipe(v.string(), v.maxLength(ERROR_REPORT_STACK_MAX))),
  /** The page's address (path and query; the origin is ours). */
  page: v.pipe(v.string(), v.maxLength(ERROR_REPORT_TEXT_MAX)),
});
export type ErrorReportRequest = v.InferInput<typeof errorReportRequestSchema>;
/** Whether the report reached the log (false once the caller's reports for the minute ran out). */
export const errorReportResponseSchema = dataEnvelope(v.object({ logged: v.boolean() }));
