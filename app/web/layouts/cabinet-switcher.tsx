import { useId } from 'react';
import { useNavigate } from 'react-router';
import { type Cabinet, errorMessage } from '../../../core/api/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { useNotify } from '../../../ui/notifications/index.ts';
import { useAuthActions, useProfileMenu } from '../session/use-session.ts';
import { cabinetChoices, cabinetOptionValue } from './cabinet-choices.ts';
import styles from './cabinet-switcher.module.css';

/** Where a cabinet opens: a school's expert area, or the study cabinet. */
export function cabinetHome(cabinet: Pick<Cabinet, 'type'>): string {
  return cabinet.type === 'expert' ? '/expert/courses' : '/cabinet';
}

/**
 * Picks the current cabinet: the person's study cabinet (all their courses, from every school) or a
 * school they run. Schools they only study in are not offered: choosing one changed nothing on screen.
 */
export function CabinetSwitcher() {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const menu = useProfileMenu();
  const { switchCabinet } = useAuthActions();
  const notify = useNotify();
  if (!menu.data) return null;
  const { studying, running, value, shown } = cabinetChoices(menu.data);
  if (!shown) return null;
  const all = [...studying, ...running];
  const optionValue = cabinetOptionValue;

  async function choose(value: string) {
    const cabinet = all.find((candidate) => optionValue(candidate) === value);
    if (!cabinet) return;
    try {
      const next = await switchCabinet.mutateAsync(cabinet.id);
      navigate(cabinetHome(next.current_cabinet));
    } catch (error) {
      notify.danger(t('common.something_went_wrong'), errorMessage(error));
    }
  }

  return (
    <div className={styles.switcher}>
      <label htmlFor={id} className="visually-hidden">
        {t('common.switch_cabinet')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        disabled={switchCabinet.isPending}
        onChange={(event) => void choose(event.target.value)}
      >
        {studying.length > 0 ? (
          <optgroup label={t('common.student_cabinets')}>
            {studying.map((cabinet) => (
              <option key={optionValue(cabinet)} value={optionValue(cabinet)}>
                {cabinet.user_cabinet ? t('menu.my_learning') : cabinet.name}
              </option>
            ))}
          </optgroup>
        ) : null}
        {running.length > 0 ? (
          <optgroup label={t('common.expert_cabinets')}>
            {running.map((cabinet) => (
              <option key={optionValue(cabinet)} value={optionValue(cabinet)}>
                {cabinet.name}
              </option>
            ))}
          </optgroup>
        ) : null}
      </select>
    </div>
  );
}
