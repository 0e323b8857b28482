import type { ReactNode } from 'react';
import en from '../../app/server/translations/en/player.json' with { type: 'json' };
import enUi from '../../app/server/translations/en/ui.json' with { type: 'json' };
import ru from '../../app/server/translations/ru/player.json' with { type: 'json' };
import ruUi from '../../app/server/translations/ru/ui.json' with { type: 'json' };
import uk from '../../app/server/translations/uk/player.json' with { type: 'json' };
import ukUi from '../../app/server/translations/uk/ui.json' with { type: 'json' };
import type { Language } from '../../core/api/index.ts';
import { I18nProvider } from '../../ui/i18n/i18n-context.tsx';
import type { PlayerStorage } from '../../ui/player/use-video-player.ts';
import { Example, StoryFrame } from '../story-frame.tsx';

const tables = {
  en: { player: en, ui: enUi },
  uk: { player: uk, ui: ukUi },
  ru: { player: ru, ui: ruUi },
} as const;

/** Every language once, each with its own player. */
export const LANGUAGES: readonly Language[] = ['en', 'uk', 'ru'];

/** The player texts of one language around a player. */
export function PlayerTexts({ language = 'en', children }: { language?: Language; children: ReactNode }) {
  return (
    <I18nProvider language={language} catalog={tables[language]}>
      {children}
    </I18nProvider>
  );
}

/** A story page with one example per language. */
export function InLanguages({
  width = 720,
  languages = LANGUAGES,
  children,
}: {
  width?: number;
  languages?: readonly Language[];
  children: (language: Language) => ReactNode;
}) {
  return (
    <StoryFrame width={width}>
      {languages.map((language) => (
        <Example key={language} title={language}>
          <PlayerTexts language={language}>{children(language)}</PlayerTexts>
        </Example>
      ))}
    </StoryFrame>
  );
}

/** A device storage kept in memory (nothing outlives the story). */
export function memoryStorage(): PlayerStorage {
  const kept = new Map<string, string>();
  return { getItem: (key) => kept.get(key) ?? null, setItem: (key, value) => void kept.set(key, value) };
}
