import {
  type DropdownOption,
  dropdownOptionFullText,
  dropdownOptionText,
  trimDropdownLabel,
} from '../../core/dropdown/index.ts';
import { Avatar } from '../primitives/avatar.tsx';
import styles from './dropdown.module.css';

function isImageAddress(icon: string): boolean {
  return /^(https?:|data:|\/|\.{1,2}\/)/.test(icon) || /\.(svg|png|jpe?g|webp|gif)$/i.test(icon);
}

/**
 * An option as shown: avatar (picture or initials on bg_color), icon, colour swatch and the label trimmed
 * at 48 characters; the full text stays available as a tooltip and to screen readers.
 */
export function DropdownOptionContent({ option }: { option: DropdownOption }) {
  const text = dropdownOptionText(option);
  const full = dropdownOptionFullText(option);
  const shown = trimDropdownLabel(text);
  const differs = shown !== full;
  return (
    <span className={styles.optionContent} title={differs ? full : undefined}>
      {option.avatar_url !== undefined || option.bg_color ? (
        <Avatar name={full} src={option.avatar_url} bgColor={option.bg_color} size={20} decorative />
      ) : null}
      {option.icon ? (
        isImageAddress(option.icon) ? (
          <img className={styles.optionIcon} src={option.icon} alt="" />
        ) : (
          <span className={styles.optionGlyph} aria-hidden="true">
            {option.icon}
          </span>
        )
      ) : null}
      {option.color ? (
        <span className={styles.swatch} style={{ background: option.color }} aria-hidden="true" />
      ) : null}
      {differs ? (
        <>
          <span className={styles.optionText} aria-hidden="true">
            {shown}
          </span>
          <span className="visually-hidden">{full}</span>
        </>
      ) : (
        <span className={styles.optionText}>{shown}</span>
      )}
    </span>
  );
}
