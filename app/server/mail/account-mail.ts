import { ACCOUNT_CODE } from '../../../core/account/code-rules.ts';
import type { Language } from '../../../core/api/translations.ts';
import type { Mail } from './mailer.ts';

/**
 * What a mail is about: a code of one of the flows, the notice to the old address of an email change,
 * or the notice that the preferred way to sign in changed (which holds nothing secret).
 */
export type AccountMailKind =
  | 'email_change'
  | 'password_change'
  | 'restore'
  | 'sign_in'
  | 'email_changed'
  | 'auth_type_code'
  | 'auth_type_password';

const MINUTES = ACCOUNT_CODE.ttlMs / 60_000;

const TEXTS: Record<Language, Record<AccountMailKind, { subject: string; body: string }>> = {
  en: {
    email_change: {
      subject: 'Your code to confirm the new email',
      body: `Your confirmation code is :code\n\nEnter it in Lectern to make this address the email of your account. The code works for ${MINUTES} minutes, once.\n\nIf you did not ask for it, ignore this mail: nothing changes.`,
    },
    password_change: {
      subject: 'Your code to change the password',
      body: `Your confirmation code is :code\n\nEnter it in Lectern to set your new password. The code works for ${MINUTES} minutes, once.\n\nIf you did not ask for it, someone knows your password: change it and sign out everywhere else.`,
    },
    restore: {
      subject: 'Your code to restore access',
      body: `Your code is :code\n\nEnter it in Lectern to set a new password. The code works for ${MINUTES} minutes, once.\n\nIf you did not ask for it, ignore this mail: your password stays as it is.`,
    },
    sign_in: {
      subject: 'Your code to sign in',
      body: `Your sign-in code is :code\n\nEnter it on the Lectern sign-in page. The code works for ${MINUTES} minutes, once.\n\nIf you did not try to sign in, ignore this mail: nobody can sign in without the code.`,
    },
    auth_type_code: {
      subject: 'You now sign in with a code by email',
      body: 'From now on Lectern offers to sign you in with a code sent to this address. Your password still works.\n\nIf you did not change this, sign in and change your password.',
    },
    auth_type_password: {
      subject: 'You now sign in with your password',
      body: 'From now on you sign in to Lectern with your password. A code by email can still be asked for on the sign-in page.\n\nIf you did not change this, sign in and change your password.',
    },
    email_changed: {
      subject: 'The email of your account was changed',
      body: 'The email of your Lectern account is now :email.\n\nIf you did not change it, restore access with this address or contact support.',
    },
  },
  uk: {
    email_change: {
      subject: 'Ваш код для підтвердження нової пошти',
      body: `Ваш код підтвердження: :code\n\nВведіть його в Lectern, щоб зробити цю адресу поштою вашого облікового запису. Код діє ${MINUTES} хвилин, один раз.\n\nЯкщо ви його не запитували, не зважайте на цей лист: нічого не зміниться.`,
    },
    password_change: {
      subject: 'Ваш код для зміни пароля',
      body: `Ваш код підтвердження: :code\n\nВведіть його в Lectern, щоб встановити новий пароль. Код діє ${MINUTES} хвилин, один раз.\n\nЯкщо ви його не запитували, хтось знає ваш пароль: змініть його і вийдіть з усіх інших пристроїв.`,
    },
    restore: {
      subject: 'Ваш код для відновлення доступу',
      body: `Ваш код: :code\n\nВведіть його в Lectern, щоб встановити новий пароль. Код діє ${MINUTES} хвилин, один раз.\n\nЯкщо ви його не запитували, не зважайте на цей лист: пароль залишиться тим самим.`,
    },
    sign_in: {
      subject: 'Ваш код для входу',
      body: `Ваш код для входу: :code\n\nВведіть його на сторінці входу Lectern. Код діє ${MINUTES} хвилин, один раз.\n\nЯкщо ви не намагалися увійти, не зважайте на цей лист: без коду ніхто не увійде.`,
    },
    auth_type_code: {
      subject: 'Тепер ви входите з кодом з пошти',
      body: 'Відтепер Lectern пропонує вам входити з кодом, надісланим на цю адресу. Ваш пароль теж і далі діє.\n\nЯкщо ви цього не змінювали, увійдіть і змініть пароль.',
    },
    auth_type_password: {
      subject: 'Тепер ви входите з паролем',
      body: 'Відтепер ви входите в Lectern з паролем. Код з пошти так само можна запросити на сторінці входу.\n\nЯкщо ви цього не змінювали, увійдіть і змініть пароль.',
    },
    email_changed: {
      subject: 'Пошту вашого облікового запису змінено',
      body: 'Пошта вашого облікового запису Lectern тепер :email.\n\nЯкщо ви її не змінювали, відновіть доступ з цією адресою або зверніться до підтримки.',
    },
  },
  ru: {
    email_change: {
      subject: 'Ваш код для подтверждения новой почты',
      body: `Ваш код подтверждения: :code\n\nВведите его в Lectern, чтобы сделать этот адрес почтой вашей учётной записи. Код действует ${MINUTES} минут, один раз.\n\nЕсли вы его не запрашивали, не обращайте внимания на это письмо: ничего не изменится.`,
    },
    password_change: {
      subject: 'Ваш код для смены пароля',
      body: `Ваш код подтверждения: :code\n\nВведите его в Lectern, чтобы установить новый пароль. Код действует ${MINUTES} минут, один раз.\n\nЕсли вы его не запрашивали, кто-то знает ваш пароль: смените его и выйдите на всех других устройствах.`,
    },
    restore: {
      subject: 'Ваш код для восстановления доступа',
      body: `Ваш код: :code\n\nВведите его в Lectern, чтобы установить новый пароль. Код действует ${MINUTES} минут, один раз.\n\nЕсли вы его не запрашивали, не обращайте внимания на это письмо: пароль останется прежним.`,
    },
    sign_in: {
      subject: 'Ваш код для входа',
      body: `Ваш код для входа: :code\n\nВведите его на странице входа Lectern. Код действует ${MINUTES} минут, один раз.\n\nЕсли вы не пытались войти, не обращайте внимания на это письмо: без кода никто не войдёт.`,
    },
    auth_type_code: {
      subject: 'Теперь вы входите с кодом из почты',
      body: 'Отныне Lectern предлагает вам входить с кодом, отправленным на этот адрес. Ваш пароль тоже по-прежнему действует.\n\nЕсли вы этого не меняли, войдите и смените пароль.',
    },
    auth_type_password: {
      subject: 'Теперь вы входите с паролем',
      body: 'Отныне вы входите в Lectern с паролем. Код из почты по-прежнему можно запросить на странице входа.\n\nЕсли вы этого не меняли, войдите и смените пароль.',
    },
    email_changed: {
      subject: 'Почта вашей учётной записи изменена',
      body: 'Почта вашей учётной записи Lectern теперь :email.\n\nЕсли вы её не меняли, восстановите доступ с этим адресом или обратитесь в поддержку.',
    },
  },
};

/** A plain-text account mail in the user's language. */
export function accountMail(
  kind: AccountMailKind,
  to: string,
  language: Language,
  values: { code?: string; email?: string },
): Mail {
  const text = TEXTS[language][kind];
  const fill = (template: string) =>
    template.replace(':code', values.code ?? '').replace(':email', values.email ?? '');
  return { to, subject: text.subject, text: fill(text.body) };
}
