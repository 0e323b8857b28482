import {
  type ConfiguredSupportLinks,
  type SupportLinks,
  supportLinksFor,
} from '../../../core/account/support-links.ts';

/**
 * The deployment's support chat and news addresses per language, from the build's
 * `VITE_SUPPORT_CHAT_URL_{EN,UK,RU}` and `VITE_NEWS_URL_{EN,UK,RU}` (docs/account.md).
 */
function configuredSupportLinks(): ConfiguredSupportLinks {
  const env = import.meta.env as Record<string, string | undefined>;
  return {
    en: { chat: env.VITE_SUPPORT_CHAT_URL_EN, news: env.VITE_NEWS_URL_EN },
    uk: { chat: env.VITE_SUPPORT_CHAT_URL_UK, news: env.VITE_NEWS_URL_UK },
    ru: { chat: env.VITE_SUPPORT_CHAT_URL_RU, news: env.VITE_NEWS_URL_RU },
  };
}

/** The support chat and news links for a reader of `language`. */
export function appSupportLinks(language: string): SupportLinks {
  return supportLinksFor(language, configuredSupportLinks());
}
