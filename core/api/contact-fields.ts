import * as v from 'valibot';
import {
  CONTACT_FIELD_TYPES,
  CONTACT_VALUE_MAX_LENGTH,
  DEFAULT_CONTACT_FIELD_KEYS,
} from '../account/contact-fields.ts';

// Students' contact fields (spec 1 §7; docs/account.md "Contact fields").

/** One contact field with the signed-in student's value; a default field has a key, a school's an id and a name. */
export const contactFieldSchema = v.object({
  /** The school's field id; null for a default field. */
  id: v.nullable(v.number()),
  /** The default field's key (`phone`, `telegram`, `city`, `birth_date`); null for a school's field. */
  key: v.nullable(v.string()),
  /** The school's own label; null for a default field, which the screen names by its key. */
  name: v.nullable(v.string()),
  type: v.picklist(CONTACT_FIELD_TYPES),
  is_required: v.boolean(),
  /** The student's value; empty when not filled in. */
  value: v.string(),
});
export type ContactField = v.InferOutput<typeof contactFieldSchema>;

/** A tab of contact fields: tab 0 holds the default fields, then one tab per school that asks for more. */
export const contactTabSchema = v.object({
  /** 0 for the default fields, else the school's (cabinet's) id. */
  id: v.number(),
  /** The school's name; null for the default tab. */
  name: v.nullable(v.string()),
  fields: v.array(contactFieldSchema),
});
export type ContactTab = v.InferOutput<typeof contactTabSchema>;

const valueSchema = v.pipe(
  v.string('Send the value as text.'),
  v.maxLength(CONTACT_VALUE_MAX_LENGTH * 2, `Keep it under ${CONTACT_VALUE_MAX_LENGTH} characters.`),
);

/** `PUT /students/fields/default`: values of default fields by key; a field left out keeps its value, '' clears it. */
export const defaultFieldsRequestSchema = v.object({
  fields: v.pipe(
    v.record(v.picklist(DEFAULT_CONTACT_FIELD_KEYS, 'There is no such contact field.'), valueSchema),
    v.check((fields) => Object.keys(fields).length > 0, 'Send at least one field.'),
  ),
});
export type DefaultFieldsRequest = v.InferInput<typeof defaultFieldsRequestSchema>;

/** `PUT /students/fields`: values of a school's fields by id (each must be a field of a school one learns in). */
export const schoolFieldsRequestSchema = v.object({
  fields: v.pipe(
    v.array(
      v.object({
        id: v.pipe(v.number(), v.integer(), v.minValue(1)),
        value: valueSchema,
      }),
    ),
    v.minLength(1, 'Send at least one field.'),
    v.maxLength(100, 'Send at most 100 fields at once.'),
  ),
});
export type SchoolFieldsRequest = v.InferInput<typeof schoolFieldsRequestSchema>;
