import type { VideoGate } from '../../core/lesson-page/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { Modal } from '../modal/index.ts';
import { Button } from '../primitives/index.ts';

/** Props of the VideoGateDialog. */
export interface VideoGateDialogProps {
  gate: VideoGate;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signedIn: boolean;
  signInHref: string;
  getAccessHref: string | null;
  opensAt: string | null;
}

/** The modal of a gated video (spec 3 §4 Video gating): why it does not play, and sign-in or get-access where they help. */
export function VideoGateDialog({
  gate,
  open,
  onOpenChange,
  signedIn,
  signInHref,
  getAccessHref,
  opensAt,
}: VideoGateDialogProps) {
  const { t } = useTranslation();
  const key = gate.replace('-', '_');
  const body =
    (gate === 'content-future' || gate === 'video-live') && opensAt
      ? t(`lesson.gate_${key}_on`, { date: opensAt })
      : t(`lesson.gate_${key}_body`);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t(`lesson.gate_${key}_title`)}
      description={body}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('lesson.gate_close')}
          </Button>
          {gate === 'video-purchase' && !signedIn ? (
            <Button variant="secondary" href={signInHref}>
              {t('lesson.sign_in')}
            </Button>
          ) : null}
          {gate === 'video-purchase' && getAccessHref ? (
            <Button href={getAccessHref}>{t('lesson.get_access')}</Button>
          ) : null}
        </>
      }
    />
  );
}
