import type { Language } from '../api/translations.ts';

/** Where a person asks for help and where the product's news are posted, in one language. */
export type SupportLinks = { chat: string; news: string };

/**
 * The links a deployment starts with (docs/account.md › Support chat and news): the product's support
 * chat and news channel in each interface language. A deployment sets its own with the build's
 * `VITE_SUPPORT_CHAT_URL_{EN,UK,RU}` and `VITE_NEWS_URL_{EN,UK,RU}`.
 */
export const DEFAULT_SUPPORT_LINKS: Readonly<Record<Language, SupportLinks>> = {
  en: { chat: 'https://t.me/lectern_support', news: 'https://t.me/lectern_news' },
  uk: { chat: 'https://t.me/lectern_support_uk', news: 'https://t.me/lectern_news_uk' },
  ru: { chat: 'https://t.me/lectern_support_ru', news: 'https://t.me/lectern_news_ru' },
};

/** A configured address worth linking to: an absolute http(s) URL; anything else (blank, `javascript:`, a typo) is not. */
export function isLinkableAddress(value: string | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** One configured address per link kind and language, as the build hands them over (any may be missing). */
export type ConfiguredSupportLinks = Partial<Record<Language, Partial<Record<keyof SupportLinks, string>>>>;

/**
 * The support chat and news links shown to a reader of `language`: the configured address where it is
 * a usable http(s) URL, the default of that language otherwise; a language without links of its own
 * gets the English ones.
 */
export function supportLinksFor(language: string, configured: ConfiguredSupportLinks = {}): SupportLinks {
  const lang = (language in DEFAULT_SUPPORT_LINKS ? language : 'en') as Language;
  const own = configured[lang] ?? {};
  const chat = own.chat?.trim();
  const news = own.news?.trim();
  return {
    chat: isLinkableAddress(chat) ? chat : DEFAULT_SUPPORT_LINKS[lang].chat,
    news: isLinkableAddress(news) ? news : DEFAULT_SUPPORT_LINKS[lang].news,
  };
}
