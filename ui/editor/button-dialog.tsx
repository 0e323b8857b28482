import { useId, useState } from 'react';
import {
  type ButtonModel,
  buttonContent,
  buttonLinkTypes,
  canSaveButton,
  isButtonUrl,
  NEW_BUTTON,
} from '../../core/editor/button/button-link.ts';
import {
  BUTTON_DIALOG_MAX_WIDTH,
  BUTTON_DIALOG_MIN_WIDTH,
  type ButtonLinkType,
  FONT_FAMILIES,
} from '../../core/editor/editor.constants.ts';
import { ColourPicker } from '../colour-picker/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import styles from './rich-text-toolbar.module.css';

/** A choice for a closed-group or block link. */
export interface LinkTarget {
  id: number;
  title: string;
}

/** Props of the ButtonDialog. */
export interface ButtonDialogProps {
  /** The button being edited (it is replaced), or none for a new one. */
  initial?: ButtonModel | undefined;
  route: 'constructor' | 'public-page' | 'other';
  closedGroups: readonly LinkTarget[];
  blocks: readonly LinkTarget[];
  onSave(content: NonNullable<ReturnType<typeof buttonContent>>): void;
  onCancel(): void;
}

const TYPE_KEYS: Record<ButtonLinkType, string> = {
  link: 'editor.button_link',
  'closed-group': 'editor.button_closed_group',
  'lesson-block': 'editor.button_lesson_block',
  'public-page-block': 'editor.button_page_block',
};

/** The button dialog (spec 1 §4): text, colour, font, background and one of the route's link types. */
export function ButtonDialog({ initial, route, closedGroups, blocks, onSave, onCancel }: ButtonDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [model, setModel] = useState<ButtonModel>(initial ?? NEW_BUTTON);
  const set = (changes: Partial<ButtonModel>) => setModel((current) => ({ ...current, ...changes }));
  const invalidUrl = model.linkType === 'link' && model.link.trim() !== '' && !isButtonUrl(model.link);
  const targets = model.linkType === 'closed-group' ? closedGroups : blocks;
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      className={styles.panel}
      style={{
        minWidth: BUTTON_DIALOG_MIN_WIDTH,
        maxWidth: BUTTON_DIALOG_MAX_WIDTH,
        flexDirection: 'column',
        alignItems: 'stretch',
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <h2 id={`${id}-title`}>{initial ? t('editor.edit_button') : t('editor.insert_button')}</h2>
      <label htmlFor={`${id}-text`}>{t('editor.button_text')}</label>
      <input
        id={`${id}-text`}
        // biome-ignore lint/a11y/noAutofocus: the dialog opens to take the button's text
        autoFocus
        value={model.text}
        maxLength={255}
        onChange={(event) => set({ text: event.currentTarget.value })}
      />
      <label htmlFor={`${id}-type`}>{t('editor.button_link_type')}</label>
      <select
        id={`${id}-type`}
        value={model.linkType}
        onChange={(event) => set({ linkType: event.currentTarget.value as ButtonLinkType, link: '' })}
      >
        {buttonLinkTypes(route).map((type) => (
          <option key={type} value={type}>
            {t(TYPE_KEYS[type])}
          </option>
        ))}
      </select>
      {model.linkType === 'link' ? (
        <>
          <label htmlFor={`${id}-link`}>{t('editor.button_url')}</label>
          <input
            id={`${id}-link`}
            type="url"
            value={model.link}
            aria-invalid={invalidUrl || undefined}
            aria-describedby={invalidUrl ? `${id}-invalid` : undefined}
            onChange={(event) => set({ link: event.currentTarget.value })}
          />
          {invalidUrl ? (
            <p id={`${id}-invalid`} role="alert">
              {t('create-course.invalid_url')}
            </p>
          ) : null}
        </>
      ) : (
        <>
          <label htmlFor={`${id}-target`}>{t(TYPE_KEYS[model.linkType])}</label>
          <select
            id={`${id}-target`}
            value={model.link}
            onChange={(event) => set({ link: event.currentTarget.value })}
          >
            <option value="">{t('editor.button_choose')}</option>
            {targets.map((target) => (
              <option key={target.id} value={String(target.id)}>
                {target.title}
              </option>
            ))}
          </select>
        </>
      )}
      <ColourPicker
        label={t('editor.button_colour')}
        value={model.color}
        signedIn={false}
        onChange={(color) => set({ color })}
      />
      <ColourPicker
        label={t('editor.button_background')}
        value={model.background}
        signedIn={false}
        onChange={(background) => set({ background })}
      />
      <label htmlFor={`${id}-family`}>{t('editor.font_family')}</label>
      <select
        id={`${id}-family`}
        value={model.family}
        onChange={(event) => set({ family: event.currentTarget.value })}
      >
        {FONT_FAMILIES.map((family) => (
          <option key={family} value={family}>
            {family}
          </option>
        ))}
      </select>
      <p>
        <span
          style={{
            display: 'inline-block',
            padding: '10px 20px',
            borderRadius: 8,
            color: model.color,
            background: model.background,
            fontFamily: model.family,
          }}
        >
          {model.text || t('editor.button_text')}
        </span>
      </p>
      <div className={styles.insert}>
        <button type="button" className={styles.tool} onClick={onCancel}>
          {t('ui.cancel')}
        </button>
        <button
          type="button"
          className={styles.tool}
          disabled={!canSaveButton(model)}
          onClick={() => {
            const content = buttonContent(model);
            if (content) onSave(content);
          }}
        >
          {t('ui.save')}
        </button>
      </div>
    </div>
  );
}
