import { type FormEvent, useId, useState } from 'react';
import type { ExpertLesson, LessonSaveRequest } from '../../core/api/lessons.ts';
import { isSafeMediaUrl } from '../../core/api/lessons.ts';
import { LESSON_LIMITS } from '../../core/lessons/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { TrashIcon } from '../icons/index.ts';
import { Button, Checkbox, NumberInput, Switch, TextField } from '../primitives/index.ts';
import { BlockFilePicker } from './block-file-picker.tsx';
import styles from './lesson-settings-panel.module.css';

/** The lesson settings the panel edits (spec 1 §3 Lesson). */
export type LessonSettings = Pick<
  ExpertLesson,
  | 'title'
  | 'image'
  | 'is_public'
  | 'accessible_after_days'
  | 'accessible_start_hour'
  | 'accessible_timezone'
  | 'accessible_after_ids'
  | 'lesson_previews'
>;

/** Changes of the settings, in the shape a save takes. */
export type LessonSettingsChanges = Partial<Omit<LessonSaveRequest, 'version' | 'sections'>>;

/** Props of the LessonSettingsPanel. */
export interface LessonSettingsPanelProps {
  settings: LessonSettings;
  /** The course's other lessons, for "opens after these lessons". */
  lessons: readonly { id: number; title: string }[];
  /** Time zones to choose from (the app passes `Intl.supportedValuesOf('timeZone')`). */
  timezones: readonly string[];
  /** The zone follows the device (spec 1 §4 auto-timezone toggle). */
  autoTimezone: boolean;
  disabled?: boolean;
  /** `typed` changes (the title, an address) are saved after a pause. */
  onChange(changes: LessonSettingsChanges, options?: { typed?: boolean }): void;
  onAutoTimezoneToggle(): void;
  /** A picked cover image goes to the app's upload queue; its address becomes `image` once stored. */
  onPickImage?(file: File): void;
  /** The cover on its way: its percent, or why it failed. */
  imageUpload?: { progress: number; error: string | null } | null;
}

/** The image types a cover may be (what browsers show everywhere). */
const COVER_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** The lesson's settings: title, cover, public, drip (after N days, at an hour, in a zone, after lessons), previews. */
export function LessonSettingsPanel(props: LessonSettingsPanelProps) {
  const { t } = useTranslation();
  const { settings, disabled = false, onChange } = props;
  const hourId = useId();
  const zoneId = useId();
  const imageUsable = settings.image !== null && settings.image !== '' && isSafeMediaUrl(settings.image);
  return (
    <section className={styles.panel} aria-labelledby={`${hourId}-heading`}>
      <h2 id={`${hourId}-heading`} className={styles.heading}>
        {t('editor.settings')}
      </h2>
      <TextField
        className={styles.touchInput}
        label={t('editor.settings_title')}
        required
        value={settings.title}
        maxLength={LESSON_LIMITS.titleLength}
        disabled={disabled}
        onChange={(event) => onChange({ title: event.currentTarget.value }, { typed: true })}
      />
      {imageUsable ? (
        <img className={styles.cover} src={settings.image ?? ''} alt={t('editor.settings_image_alt')} />
      ) : null}
      {props.onPickImage ? (
        <CoverPicker
          hasImage={Boolean(settings.image)}
          disabled={disabled}
          upload={props.imageUpload ?? null}
          onPick={props.onPickImage}
          onRemove={() => onChange({ image: null })}
        />
      ) : null}
      <TextField
        className={styles.touchInput}
        label={t('editor.settings_image')}
        type="url"
        inputMode="url"
        value={settings.image ?? ''}
        disabled={disabled}
        onChange={(event) => onChange({ image: event.currentTarget.value.trim() || null }, { typed: true })}
      />
      <Switch
        label={t('editor.settings_public')}
        description={t('editor.settings_public_hint')}
        checked={settings.is_public}
        disabled={disabled}
        onCheckedChange={(is_public) => onChange({ is_public })}
      />

      <fieldset className={styles.group} disabled={disabled}>
        <legend className={styles.legend}>{t('editor.settings_drip')}</legend>
        <div className={styles.row}>
          <NumberInput
            label={t('editor.settings_after_days')}
            hint={t('editor.settings_after_days_hint')}
            value={settings.accessible_after_days}
            min={0}
            max={LESSON_LIMITS.accessibleAfterDays}
            disabled={disabled}
            onValueChange={(days) => onChange({ accessible_after_days: days ?? 0 })}
          />
          <div className={styles.field}>
            <label htmlFor={hourId} className={styles.label}>
              {t('editor.settings_start_hour')}
            </label>
            <input
              id={hourId}
              className={styles.input}
              type="time"
              step={60}
              value={settings.accessible_start_hour}
              onChange={(event) =>
                event.currentTarget.value && onChange({ accessible_start_hour: event.currentTarget.value })
              }
            />
          </div>
        </div>
        <Switch
          label={t('editor.settings_auto_timezone')}
          checked={props.autoTimezone}
          disabled={disabled}
          onCheckedChange={props.onAutoTimezoneToggle}
        />
        <div className={styles.field}>
          <label htmlFor={zoneId} className={styles.label}>
            {t('editor.settings_timezone')}
          </label>
          <select
            id={zoneId}
            className={styles.input}
            value={settings.accessible_timezone ?? 'UTC'}
            disabled={disabled || props.autoTimezone}
            onChange={(event) => onChange({ accessible_timezone: event.currentTarget.value })}
          >
            {(props.timezones.includes(settings.accessible_timezone ?? 'UTC')
              ? props.timezones
              : [settings.accessible_timezone ?? 'UTC', ...props.timezones]
            ).map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        </div>
        <fieldset className={styles.group}>
          <legend className={styles.label}>{t('editor.settings_after_lessons')}</legend>
          {props.lessons.length === 0 ? (
            <p className={styles.muted}>{t('editor.settings_no_lessons')}</p>
          ) : (
            <div className={styles.lessons}>
              {props.lessons.map((lesson) => (
                <Checkbox
                  key={lesson.id}
                  label={lesson.title}
                  checked={settings.accessible_after_ids.includes(lesson.id)}
                  disabled={disabled}
                  onCheckedChange={(checked) =>
                    onChange({
                      accessible_after_ids:
                        checked === true
                          ? [...settings.accessible_after_ids, lesson.id]
                          : settings.accessible_after_ids.filter((id) => id !== lesson.id),
                    })
                  }
                />
              ))}
            </div>
          )}
        </fieldset>
      </fieldset>

      <Previews previews={settings.lesson_previews} disabled={disabled} onChange={onChange} />
    </section>
  );
}

/** Upload a cover (an image file only, refused at the picker otherwise), its progress or failure, and Remove. */
function CoverPicker(props: {
  hasImage: boolean;
  disabled: boolean;
  upload: { progress: number; error: string | null } | null;
  onPick(file: File): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const [refused, setRefused] = useState(false);
  const uploading = props.upload !== null && props.upload.error === null;
  const message = refused
    ? t('editor.settings_image_not_image')
    : props.upload?.error
      ? t('editor.settings_image_failed', { message: props.upload.error })
      : null;
  return (
    <div className={styles.coverActions}>
      <div className={styles.row}>
        <BlockFilePicker
          label={t('editor.settings_image_upload')}
          accept={COVER_TYPES.join(',')}
          disabled={props.disabled || uploading}
          onFile={(file) => {
            const image = COVER_TYPES.includes(file.type);
            setRefused(!image);
            if (image) props.onPick(file);
          }}
        />
        {props.hasImage ? (
          <Button variant="ghost" className={styles.touch} disabled={props.disabled} onClick={props.onRemove}>
            {t('editor.settings_image_remove')}
          </Button>
        ) : null}
      </div>
      {uploading ? (
        <p role="status" className={styles.muted}>
          {t('editor.settings_image_uploading', { progress: Math.round(props.upload?.progress ?? 0) })}
        </p>
      ) : null}
      {message ? (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

function Previews({
  previews,
  disabled,
  onChange,
}: {
  previews: LessonSettings['lesson_previews'];
  disabled: boolean;
  onChange: LessonSettingsPanelProps['onChange'];
}) {
  const { t } = useTranslation();
  const [address, setAddress] = useState('');
  const usable =
    isSafeMediaUrl(address.trim()) && !previews.some((preview) => preview.url === address.trim());
  const full = previews.length >= LESSON_LIMITS.previewsPerLesson;
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!usable || full) return;
    onChange({ lesson_previews: [...previews, { url: address.trim() }] });
    setAddress('');
  };
  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className={styles.legend}>{t('editor.settings_previews')}</legend>
      {previews.length === 0 ? <p className={styles.muted}>{t('editor.settings_no_previews')}</p> : null}
      <ul className={styles.previews}>
        {previews.map((preview, index) => (
          <li key={preview.url} className={styles.preview}>
            <img src={preview.url} alt={t('editor.settings_preview_alt', { number: index + 1 })} />
            <Button
              variant="ghost"
              iconOnly
              className={styles.touch}
              aria-label={t('editor.settings_remove_preview', { number: index + 1 })}
              onClick={() => onChange({ lesson_previews: previews.filter((_, other) => other !== index) })}
            >
              <TrashIcon size={18} />
            </Button>
          </li>
        ))}
      </ul>
      <form className={styles.row} onSubmit={add}>
        <TextField
          className={styles.touchInput}
          label={t('editor.settings_preview_address')}
          type="url"
          inputMode="url"
          value={address}
          onChange={(event) => setAddress(event.currentTarget.value)}
        />
        <Button type="submit" variant="secondary" disabled={!usable || full}>
          {t('editor.settings_add_preview')}
        </Button>
      </form>
    </fieldset>
  );
}
