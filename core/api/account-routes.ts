import * as v from 'valibot';
import { profileMenuSchema, userSchema } from './account.ts';
import {
  authServiceSchema,
  autoTimezoneRequestSchema,
  codeSentSchema,
  codeValidSchema,
  createSchoolRequestSchema,
  emailCodeCheckRequestSchema,
  emailCodeSendRequestSchema,
  emailUpdateRequestSchema,
  endOtherSessionsSchema,
  loginHistoryEntrySchema,
  loginHistoryResponseSchema,
  pagedQuerySchema,
  passwordChangeRequestSchema,
  passwordConfirmRequestSchema,
  passwordValidateRequestSchema,
  purchasesResponseSchema,
  restoreAnswerSchema,
  restoreConfirmRequestSchema,
  restoreRequestSchema,
  restoreSetPasswordRequestSchema,
  rewardsResponseSchema,
  signInCodeAnswerSchema,
  signInCodeRequestSchema,
  signInCodeSendRequestSchema,
  userUpdateRequestSchema,
} from './account-security.ts';
import {
  contactFieldSchema,
  contactTabSchema,
  defaultFieldsRequestSchema,
  schoolFieldsRequestSchema,
} from './contact-fields.ts';
import { dataEnvelope } from './envelope.ts';
import type { RouteEntry, RouteKey } from './routes.ts';

const user = dataEnvelope(userSchema);

/** The account's own calls (spec 1 §7 "User, account and cabinet"; docs/account.md), spread into ROUTES. */
export const ACCOUNT_ROUTES = {
  'PUT /users/:id': { request: { body: userUpdateRequestSchema }, answer: user, access: 'signed-in' },
  'PUT /students/timezone/auto': {
    request: { body: autoTimezoneRequestSchema },
    answer: user,
    access: 'signed-in',
  },
  // Contact fields: the default ones and those a school asks of its students.
  'GET /contact-fields/student/default': {
    answer: dataEnvelope(v.array(contactFieldSchema)),
    access: 'signed-in',
  },
  'GET /contact-tabs-fields/users/fields/all': {
    answer: dataEnvelope(v.array(contactTabSchema)),
    access: 'signed-in',
  },
  'PUT /students/fields/default': {
    request: { body: defaultFieldsRequestSchema },
    answer: dataEnvelope(v.array(contactFieldSchema)),
    access: 'signed-in',
  },
  'PUT /students/fields': {
    request: { body: schoolFieldsRequestSchema },
    answer: dataEnvelope(v.array(contactTabSchema)),
    access: 'signed-in',
  },
  'GET /user/auth-services': { answer: dataEnvelope(v.array(authServiceSchema)), access: 'signed-in' },

  // Email change: the current password again, a code to the new address, then the code.
  'POST /personal/contacts/update/codes/send': {
    request: { body: emailCodeSendRequestSchema },
    answer: dataEnvelope(codeSentSchema),
    access: 'signed-in',
  },
  'POST /personal/contacts/code/check': {
    request: { body: emailCodeCheckRequestSchema },
    answer: dataEnvelope(codeValidSchema),
    access: 'signed-in',
  },
  'PUT /personal/contacts/update': {
    request: { body: emailUpdateRequestSchema },
    answer: user,
    access: 'signed-in',
  },

  // Password change: the current password, then the new one with it again (a code goes out), then the code.
  'POST /user/password/validate': {
    request: { body: passwordValidateRequestSchema },
    answer: dataEnvelope(codeValidSchema),
    access: 'signed-in',
  },
  'PUT /user/password': {
    request: { body: passwordChangeRequestSchema },
    answer: dataEnvelope(codeSentSchema),
    access: 'signed-in',
  },
  'POST /user/password/confirm': {
    request: { body: passwordConfirmRequestSchema },
    answer: user,
    access: 'signed-in',
  },

  // Restore: the same answer for every email; the code, then a new password (every session ends).
  'POST /auth/restore': {
    request: { body: restoreRequestSchema },
    answer: dataEnvelope(restoreAnswerSchema),
    access: 'public',
  },
  'POST /auth/restore/confirm': {
    request: { body: restoreConfirmRequestSchema },
    answer: dataEnvelope(codeValidSchema),
    access: 'public',
  },
  'POST /auth/restore/set-password': {
    request: { body: restoreSetPasswordRequestSchema },
    answer: user,
    access: 'public',
  },

  // Sign-in by a code from the mail: the same answer for every email; the code signs in (a new session).
  'POST /auth/login/codes/send': {
    request: { body: signInCodeSendRequestSchema },
    answer: dataEnvelope(signInCodeAnswerSchema),
    access: 'public',
  },
  'POST /auth/login/code': {
    request: { body: signInCodeRequestSchema },
    answer: user,
    access: 'public',
  },

  // Login history and sessions.
  'GET /user/login-history/current': {
    answer: dataEnvelope(v.nullable(loginHistoryEntrySchema)),
    access: 'signed-in',
  },
  'GET /user/login-history': {
    request: { query: pagedQuerySchema },
    answer: loginHistoryResponseSchema,
    access: 'signed-in',
  },
  'POST /user/sessions/end-others': { answer: dataEnvelope(endOtherSessionsSchema), access: 'signed-in' },

  // Rewards and purchases.
  'GET /user/flows/rewards': {
    request: { query: pagedQuerySchema },
    answer: rewardsResponseSchema,
    access: 'signed-in',
  },
  'GET /user/purchases': {
    request: { query: pagedQuerySchema },
    answer: purchasesResponseSchema,
    access: 'signed-in',
  },

  // Becoming an expert: a school of one's own.
  'POST /cabinets': {
    request: { body: createSchoolRequestSchema },
    answer: dataEnvelope(profileMenuSchema),
    access: 'signed-in',
  },
} as const satisfies Record<RouteKey, RouteEntry>;
