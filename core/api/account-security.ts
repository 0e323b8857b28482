import * as v from 'valibot';
import { ACCOUNT_CODE } from '../account/code-rules.ts';
import { AUTH_LIMITS } from './api.constants.ts';
import { pageMetaSchema, pageQuerySchema } from './envelope.ts';

// The account's own calls (spec 1 §7 "User, account and cabinet"; docs/account.md): email and
// password changes confirmed by a one-time code, restore, login history, rewards and purchases.

const emailSchema = v.pipe(
  v.string('Enter your email.'),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty('Enter your email.'),
  v.maxLength(AUTH_LIMITS.emailMaxLength, 'This email is too long.'),
  v.email('Enter a valid email, like name@example.com.'),
);

const currentPasswordSchema = v.pipe(
  v.string('Enter your current password.'),
  v.nonEmpty('Enter your current password.'),
  v.maxLength(AUTH_LIMITS.passwordMaxLength, 'This password is too long.'),
);

const newPasswordSchema = v.pipe(
  v.string('Enter a new password.'),
  v.minLength(AUTH_LIMITS.passwordMinLength, `Use at least ${AUTH_LIMITS.passwordMinLength} characters.`),
  v.maxLength(AUTH_LIMITS.passwordMaxLength, `Use at most ${AUTH_LIMITS.passwordMaxLength} characters.`),
);

const codeSchema = v.pipe(
  v.string('Enter the code from the email.'),
  v.trim(),
  v.regex(new RegExp(`^\\d{${ACCOUNT_CODE.length}}$`), `The code is ${ACCOUNT_CODE.length} digits.`),
);

/** A code went out: where (masked), how long it lives, and when another may be asked for. */
export const codeSentSchema = v.object({
  sent_to: v.string(),
  expires_in: v.number(),
  resend_after: v.number(),
});
export type CodeSent = v.InferOutput<typeof codeSentSchema>;

/** `POST /personal/contacts/update/codes/send`: the new email, and the current password again. */
export const emailCodeSendRequestSchema = v.object({ email: emailSchema, password: currentPasswordSchema });
/** `POST /personal/contacts/code/check` */
export const emailCodeCheckRequestSchema = v.object({ email: emailSchema, code: codeSchema });
/** `PUT /personal/contacts/update` */
export const emailUpdateRequestSchema = v.object({ email: emailSchema, code: codeSchema });

/** `POST /user/password/validate`: the current password. */
export const passwordValidateRequestSchema = v.object({ password: currentPasswordSchema });
/** `PUT /user/password`: the current password again and the new one; a code goes to the email. */
export const passwordChangeRequestSchema = v.object({
  current_password: currentPasswordSchema,
  password: newPasswordSchema,
});
/** `POST /user/password/confirm` */
export const passwordConfirmRequestSchema = v.object({ code: codeSchema });

/** `POST /auth/restore` */
export const restoreRequestSchema = v.object({ email: emailSchema });
/** `POST /auth/restore/confirm` */
export const restoreConfirmRequestSchema = v.object({ email: emailSchema, code: codeSchema });
/** `POST /auth/restore/set-password` */
export const restoreSetPasswordRequestSchema = v.object({
  email: emailSchema,
  code: codeSchema,
  password: newPasswordSchema,
});

/** The same answer for every restore request, whether the email has an account or not. */
export const restoreAnswerSchema = v.object({
  sent: v.literal(true),
  expires_in: v.number(),
  resend_after: v.number(),
});

/** `POST /auth/login/codes/send`: a sign-in code to this email (the same answer whether it has an account). */
export const signInCodeSendRequestSchema = v.object({ email: emailSchema });
/** `POST /auth/login/code`: the email and the code from the mail, instead of a password. */
export const signInCodeRequestSchema = v.object({ email: emailSchema, code: codeSchema });
/** The same answer for every sign-in code request, as restore's. */
export const signInCodeAnswerSchema = restoreAnswerSchema;

/** A code was right (the check steps). */
export const codeValidSchema = v.object({ valid: v.literal(true) });

/** `PUT /users/{id}`: any of the profile's own fields. */
export const userUpdateRequestSchema = v.object({
  name: v.optional(
    v.pipe(
      v.string('Enter your name.'),
      v.trim(),
      v.nonEmpty('Enter your name.'),
      v.maxLength(AUTH_LIMITS.nameMaxLength, `Keep the name under ${AUTH_LIMITS.nameMaxLength} characters.`),
    ),
  ),
  /** The uuid of an uploaded image of the user's own, or null to remove the avatar. */
  avatar: v.optional(v.nullable(v.pipe(v.string(), v.uuid('The avatar must be an uploaded image.')))),
  timezone: v.optional(
    v.pipe(
      v.string('Choose a time zone.'),
      v.check((zone) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }, 'Choose a time zone from the list.'),
    ),
  ),
  is_auto_timezone: v.optional(v.boolean()),
  auth_type: v.optional(v.picklist(['password', 'code'], 'Choose password or code.')),
});
export type UserUpdateRequest = v.InferInput<typeof userUpdateRequestSchema>;

/** `PUT /students/timezone/auto`: the device's time zone, taken only while `is_auto_timezone` is on. */
export const autoTimezoneRequestSchema = v.object({
  timezone: v.pipe(
    v.string('Send the time zone.'),
    v.check((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'Send a time zone from the IANA list, like Europe/Kyiv.'),
  ),
});

/** `GET /user/auth-services`: the ways this account can sign in. */
export const authServiceSchema = v.object({
  type: v.picklist(['password', 'code']),
  connected: v.boolean(),
  is_current: v.boolean(),
});

/** A sign-in in the login history: when, from which device and browser, from where. */
export const loginHistoryEntrySchema = v.object({
  id: v.number(),
  created_at: v.string(),
  ip: v.nullable(v.string()),
  device: v.nullable(v.string()),
  browser: v.nullable(v.string()),
  os: v.nullable(v.string()),
  place: v.nullable(v.string()),
  is_current: v.boolean(),
});
export type LoginHistoryEntry = v.InferOutput<typeof loginHistoryEntrySchema>;

export const pagedQuerySchema = pageQuerySchema;

export const loginHistoryResponseSchema = v.object({
  data: v.array(loginHistoryEntrySchema),
  meta: pageMetaSchema,
});

/** A reward entry: points for a finished lesson or a passed quiz (docs/account.md). */
export const rewardEntrySchema = v.object({
  id: v.string(),
  kind: v.picklist(['lesson_finished', 'quiz_passed']),
  points: v.number(),
  title: v.string(),
  course_title: v.string(),
  created_at: v.string(),
});
export type RewardEntry = v.InferOutput<typeof rewardEntrySchema>;

export const rewardsResponseSchema = v.object({
  data: v.array(rewardEntrySchema),
  meta: pageMetaSchema,
  sum_points: v.number(),
  sum_deducted_points: v.number(),
  sum_accrued_points: v.number(),
});

/** A purchase: an order of the user's with its product. */
export const purchaseSchema = v.object({
  id: v.number(),
  course_id: v.number(),
  title: v.string(),
  amount: v.number(),
  currency: v.string(),
  status: v.picklist(['pending', 'paid', 'cancelled']),
  created_at: v.string(),
});
export type Purchase = v.InferOutput<typeof purchaseSchema>;

export const purchasesResponseSchema = v.object({ data: v.array(purchaseSchema), meta: pageMetaSchema });

/** `POST /user/sessions/end-others`: how many other sessions ended. */
export const endOtherSessionsSchema = v.object({ ended: v.number() });

/** `POST /schools`: a new school of the caller's, who becomes its owner. */
export const createSchoolRequestSchema = v.object({
  name: v.pipe(
    v.string('Name your school.'),
    v.trim(),
    v.nonEmpty('Name your school.'),
    v.maxLength(120, 'Keep the name under 120 characters.'),
  ),
  language: v.picklist(['en', 'uk', 'ru'], 'Choose English, Ukrainian or Russian.'),
  timezone: v.pipe(
    v.string('Choose a time zone.'),
    v.check((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'Choose a time zone from the list.'),
  ),
});
