import { ACCOUNT_CODE } from '../../../core/account/code-rules.ts';
import type { Language } from '../../../core/api/translations.ts';
import type { Mail } from './mailer.ts';

/** What a mail is about: a code of one of the flows, or the notice to the old address of an email change. */
export type AccountMailKind = 'email_change' | 'password_change' | 'restore' | 'email_changed';

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
