import type * as v from 'valibot';
import type {
  createSchoolRequestSchema,
  emailCodeCheckRequestSchema,
  emailCodeSendRequestSchema,
  emailUpdateRequestSchema,
  passwordChangeRequestSchema,
  passwordConfirmRequestSchema,
  passwordValidateRequestSchema,
  restoreConfirmRequestSchema,
  restoreRequestSchema,
  restoreSetPasswordRequestSchema,
  signInCodeRequestSchema,
  signInCodeSendRequestSchema,
  UserUpdateRequest,
} from './account-security.ts';
import type { Through } from './client.ts';
import type { DefaultFieldsRequest, SchoolFieldsRequest } from './contact-fields.ts';

type In<S extends v.GenericSchema> = v.InferInput<S>;
type Page = { page?: number; per_page?: number };
const pageParams = (query: Page) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as Record<
    string,
    number
  >;

/** The account's own calls (docs/account.md): profile, codes, restore, history, rewards, purchases, a school. */
export function createAccountCalls(through: Through) {
  return {
    /** `PUT /users/{id}`: name, avatar (an uploaded image's uuid), time zone, auth type. */
    updateUser: (id: number, body: UserUpdateRequest) => through('PUT /users/:id', { id }, { json: body }),
    /** `PUT /students/timezone/auto`: the device's time zone, kept only while the automatic time zone is on. */
    autoTimezone: (timezone: string) => through('PUT /students/timezone/auto', {}, { json: { timezone } }),
    /** `GET /contact-fields/student/default`: the default contact fields with one's values. */
    defaultContactFields: () => through('GET /contact-fields/student/default'),
    /** `GET /contact-tabs-fields/users/fields/all`: the default tab and a tab per school that asks for more. */
    contactTabs: () => through('GET /contact-tabs-fields/users/fields/all'),
    /** `PUT /students/fields/default`: values of default fields by key ('' clears one). */
    saveDefaultContactFields: (body: DefaultFieldsRequest) =>
      through('PUT /students/fields/default', {}, { json: body }),
    /** `PUT /students/fields`: values of schools' fields by id. */
    saveSchoolContactFields: (body: SchoolFieldsRequest) =>
      through('PUT /students/fields', {}, { json: body }),
    authServices: () => through('GET /user/auth-services'),
    sendEmailCode: (body: In<typeof emailCodeSendRequestSchema>) =>
      through('POST /personal/contacts/update/codes/send', {}, { json: body }),
    checkEmailCode: (body: In<typeof emailCodeCheckRequestSchema>) =>
      through('POST /personal/contacts/code/check', {}, { json: body }),
    updateEmail: (body: In<typeof emailUpdateRequestSchema>) =>
      through('PUT /personal/contacts/update', {}, { json: body }),
    validatePassword: (body: In<typeof passwordValidateRequestSchema>) =>
      through('POST /user/password/validate', {}, { json: body }),
    changePassword: (body: In<typeof passwordChangeRequestSchema>) =>
      through('PUT /user/password', {}, { json: body }),
    confirmPassword: (body: In<typeof passwordConfirmRequestSchema>) =>
      through('POST /user/password/confirm', {}, { json: body }),
    restore: (body: In<typeof restoreRequestSchema>) => through('POST /auth/restore', {}, { json: body }),
    restoreConfirm: (body: In<typeof restoreConfirmRequestSchema>) =>
      through('POST /auth/restore/confirm', {}, { json: body }),
    restoreSetPassword: (body: In<typeof restoreSetPasswordRequestSchema>) =>
      through('POST /auth/restore/set-password', {}, { json: body }),
    /** `POST /auth/login/codes/send`: a sign-in code to the email (the same answer for every email). */
    sendSignInCode: (body: In<typeof signInCodeSendRequestSchema>) =>
      through('POST /auth/login/codes/send', {}, { json: body }),
    /** `POST /auth/login/code`: signs in with the email and the code (a new session). */
    signInWithCode: (body: In<typeof signInCodeRequestSchema>) =>
      through('POST /auth/login/code', {}, { json: body }),
    currentLogin: () => through('GET /user/login-history/current'),
    loginHistory: (query: Page = {}) =>
      through('GET /user/login-history', {}, { searchParams: pageParams(query) }),
    endOtherSessions: () => through('POST /user/sessions/end-others'),
    rewards: (query: Page = {}) =>
      through('GET /user/flows/rewards', {}, { searchParams: pageParams(query) }),
    purchases: (query: Page = {}) => through('GET /user/purchases', {}, { searchParams: pageParams(query) }),
    createSchool: (body: In<typeof createSchoolRequestSchema>) =>
      through('POST /cabinets', {}, { json: body }),
  };
}
