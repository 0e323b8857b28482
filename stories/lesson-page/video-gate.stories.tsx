import type { Story } from '@ladle/react';
import { useEffect, useRef } from 'react';
import en from '../../app/server/translations/en/lesson.json' with { type: 'json' };
import enUi from '../../app/server/translations/en/ui.json' with { type: 'json' };
import ru from '../../app/server/translations/ru/lesson.json' with { type: 'json' };
import ruUi from '../../app/server/translations/ru/ui.json' with { type: 'json' };
import uk from '../../app/server/translations/uk/lesson.json' with { type: 'json' };
import ukUi from '../../app/server/translations/uk/ui.json' with { type: 'json' };
import type { Language } from '../../core/api/index.ts';
import type { VideoGate } from '../../core/lesson-page/index.ts';
import { I18nProvider } from '../../ui/i18n/i18n-context.tsx';
import { VideoGateUnit } from '../../ui/lesson-page/video-gate.tsx';
import { Example, StoryFrame } from '../story-frame.tsx';

export default { title: 'Lesson page / Video gating' };

const tables = {
  en: { lesson: en, ui: enUi },
  uk: { lesson: uk, ui: ukUi },
  ru: { lesson: ru, ui: ruUi },
} as const;

/** One gate in every language; `open` clicks play so the modal shows. */
function Gate({
  gate,
  open = false,
  signedIn = false,
}: {
  gate: VideoGate;
  open?: boolean;
  signedIn?: boolean;
}) {
  const frame = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (open) frame.current?.querySelector<HTMLButtonElement>('button')?.click();
  }, [open]);
  const languages: readonly Language[] = open ? ['en'] : ['en', 'uk', 'ru'];
  return (
    <StoryFrame width={640}>
      <div ref={frame}>
        {languages.map((language) => (
          <Example key={language} title={language}>
            <I18nProvider language={language} catalog={tables[language]}>
              <VideoGateUnit
                gate={gate}
                name="Welcome to the course"
                poster={null}
                signedIn={signedIn}
                signInHref="/sign-in"
                getAccessHref="/courses/ukrainian-for-beginners"
                opensAt={gate === 'content-future' || gate === 'video-live' ? '05 March, 2027 09:00' : null}
              />
            </I18nProvider>
          </Example>
        ))}
      </div>
    </StoryFrame>
  );
}

export const Closed: Story = () => <Gate gate="video-purchase" />;
export const PurchaseVisitor: Story = () => <Gate gate="video-purchase" open />;
export const PurchaseSignedIn: Story = () => <Gate gate="video-purchase" open signedIn />;
export const NotInAccess: Story = () => <Gate gate="video-content" open signedIn />;
export const OpensLater: Story = () => <Gate gate="content-future" open signedIn />;
export const LiveNotStarted: Story = () => <Gate gate="video-live" open signedIn />;
