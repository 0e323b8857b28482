import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SUPPORT_LINKS,
  isLinkableAddress,
  supportLinksFor,
} from '../../../core/account/support-links.ts';
import { LANGUAGES } from '../../../core/api/translations.ts';

describe('support chat and news links', () => {
  it('differ by language, each an https address of its own', () => {
    const chats = new Set(LANGUAGES.map((lang) => supportLinksFor(lang).chat));
    const news = new Set(LANGUAGES.map((lang) => supportLinksFor(lang).news));
    expect(chats.size).toBe(3);
    expect(news.size).toBe(3);
    for (const lang of LANGUAGES) {
      expect(supportLinksFor(lang)).toEqual(DEFAULT_SUPPORT_LINKS[lang]);
      expect(new URL(supportLinksFor(lang).chat).protocol).toBe('https:');
    }
  });

  it('take the configured address of the reader language and leave the other languages alone', () => {
    const links = supportLinksFor('uk', {
      uk: { chat: ' https://help.example.com/uk ' },
      ru: { news: 'https://n.example/ru' },
    });
    expect(links).toEqual({ chat: 'https://help.example.com/uk', news: DEFAULT_SUPPORT_LINKS.uk.news });
    expect(supportLinksFor('en', { uk: { chat: 'https://help.example.com/uk' } })).toEqual(
      DEFAULT_SUPPORT_LINKS.en,
    );
  });

  it('give a language without links of its own the English ones', () => {
    expect(supportLinksFor('de')).toEqual(DEFAULT_SUPPORT_LINKS.en);
  });

  it('never link to anything but an http(s) address, whatever is configured', () => {
    expect(supportLinksFor('en', { en: { chat: 'javascript:alert(1)', news: 'not a url' } })).toEqual(
      DEFAULT_SUPPORT_LINKS.en,
    );
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), fc.string(), fc.string(), (lang, chat, news) => {
        const links = supportLinksFor(lang, { [lang]: { chat, news } });
        for (const address of [links.chat, links.news]) {
          expect(isLinkableAddress(address)).toBe(true);
          expect(['http:', 'https:']).toContain(new URL(address).protocol);
        }
      }),
    );
  });
});
