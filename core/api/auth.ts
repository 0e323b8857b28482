import * as v from 'valibot';
import { AUTH_LIMITS } from './api.constants.ts';

const emailSchema = v.pipe(
  v.string('Enter your email.'),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty('Enter your email.'),
  v.maxLength(AUTH_LIMITS.emailMaxLength, 'This email is too long.'),
  v.email('Enter a valid email, like name@example.com.'),
);

/** `POST /auth/register` */
export const registerRequestSchema = v.object({
  name: v.pipe(
    v.string('Enter your name.'),
    v.trim(),
    v.nonEmpty('Enter your name.'),
    v.maxLength(AUTH_LIMITS.nameMaxLength, `Keep the name under ${AUTH_LIMITS.nameMaxLength} characters.`),
  ),
  email: emailSchema,
  password: v.pipe(
    v.string('Enter a password.'),
    v.minLength(AUTH_LIMITS.passwordMinLength, `Use at least ${AUTH_LIMITS.passwordMinLength} characters.`),
    v.maxLength(AUTH_LIMITS.passwordMaxLength, `Use at most ${AUTH_LIMITS.passwordMaxLength} characters.`),
  ),
});
export type RegisterRequest = v.InferInput<typeof registerRequestSchema>;

/** `POST /auth/login` */
export const loginRequestSchema = v.object({
  email: emailSchema,
  password: v.pipe(
    v.string('Enter your password.'),
    v.nonEmpty('Enter your password.'),
    v.maxLength(AUTH_LIMITS.passwordMaxLength, 'This password is too long.'),
  ),
});
export type LoginRequest = v.InferInput<typeof loginRequestSchema>;
