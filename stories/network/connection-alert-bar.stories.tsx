import type { Story } from '@ladle/react';
import en from '../../app/server/translations/en/network.json' with { type: 'json' };
import ru from '../../app/server/translations/ru/network.json' with { type: 'json' };
import uk from '../../app/server/translations/uk/network.json' with { type: 'json' };
import type { Language } from '../../core/api/index.ts';
import type { ConnectionAlert } from '../../core/network/index.ts';
import { I18nProvider } from '../../ui/i18n/i18n-context.tsx';
import { ConnectionAlertBar } from '../../ui/network/index.ts';
import { Example, StoryFrame } from '../story-frame.tsx';

export default { title: 'Network / Connection alert bar' };

const tables = { en, uk, ru } as const;

function InLanguages({ alert }: { alert: ConnectionAlert | null }) {
  return (
    <StoryFrame width={960}>
      {(['en', 'uk', 'ru'] as Language[]).map((language) => (
        <Example key={language} title={language}>
          <I18nProvider language={language} catalog={{ network: tables[language] }}>
            <ConnectionAlertBar alert={alert} />
          </I18nProvider>
        </Example>
      ))}
    </StoryFrame>
  );
}

/** State `good`: the live region is there, empty. */
export const Good: Story = () => <InLanguages alert={null} />;

/** State `bad`: slow-2g or 2g. */
export const Bad: Story = () => <InLanguages alert={{ kind: 'bad', messageKey: 'network.connection_bad' }} />;

/** State `none`: offline. */
export const None: Story = () => (
  <InLanguages alert={{ kind: 'none', messageKey: 'network.connection_no' }} />
);
