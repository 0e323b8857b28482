import type { GlobalProvider } from '@ladle/react';
import { useEffect } from 'react';
import en from '../app/server/translations/en/ui.json' with { type: 'json' };
import ru from '../app/server/translations/ru/ui.json' with { type: 'json' };
import uk from '../app/server/translations/uk/ui.json' with { type: 'json' };
import { I18nProvider } from '../ui/i18n/i18n-context.tsx';
import '../ui/tokens/index.ts';

const catalogs = { en, uk, ru } as const;

function storyLanguage(): keyof typeof catalogs {
  const requested = new URLSearchParams(window.location.search).get('lang');
  return requested === 'uk' || requested === 'ru' ? requested : 'en';
}

/** Every story gets the tokens, the theme Ladle is set to and the `ui` texts (`?lang=uk` or `ru` to switch). */
export const Provider: GlobalProvider = ({ children, globalState }) => {
  const language = storyLanguage();
  const dark = globalState.theme === 'dark';
  useEffect(() => {
    document.documentElement.lang = language;
    if (dark) document.documentElement.dataset.theme = 'dark';
    else delete document.documentElement.dataset.theme;
  }, [language, dark]);
  return (
    <I18nProvider language={language} catalog={{ ui: catalogs[language] }} fallback={{ ui: en }}>
      {children}
    </I18nProvider>
  );
};
