import type { Editor } from '@tiptap/core';
import { type FormEvent, useId, useState } from 'react';
import {
  FONT_FAMILIES,
  HEADING_LEVELS,
  LINE_HEIGHTS,
  TEXT_ALIGNS,
} from '../../core/editor/editor.constants.ts';
import {
  canAddCustomFontSize,
  fontSizeOptions,
  withCustomFontSize,
} from '../../core/editor/font-size/font-size-rules.ts';
import { linkPromptOutcome } from '../../core/editor/link/link-rules.ts';
import { ColourPicker } from '../colour-picker/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import styles from './rich-text-toolbar.module.css';

/** What the toolbar keeps in the person's preferences (spec 1 §3 "Saved user preferences"). */
export interface EditorPreferences {
  customFontSizes: string[];
  usedColors: string[];
  /** Spec 1 §6: custom colours are saved only for a signed-in person. */
  signedIn: boolean;
  /** Spec 1 §3: whether a new image opens large on click (the person's last choice, saved as `allowzoom`). */
  allowZoom?: boolean | undefined;
}

/** Props of the RichTextToolbar. */
export interface RichTextToolbarProps {
  editor: Editor;
  disabled?: boolean | undefined;
  preferences?: EditorPreferences | undefined;
  onPreferencesChange?: ((preferences: EditorPreferences) => void) | undefined;
}

const NO_PREFERENCES: EditorPreferences = { customFontSizes: [], usedColors: [], signedIn: false };
type Panel = null | 'link' | 'tooltip' | 'fontSize';

/**
 * Every formatting item of spec 1 §2: font family, size (with custom sizes), line height, text colour,
 * highlight, superscript, subscript, clear formatting, paragraph and headings 1-6, alignment, numbered
 * (with start), bullet and task lists, bold, italic, underline, strike, quote, tooltip, link.
 */
export function RichTextToolbar({
  editor,
  disabled = false,
  preferences = NO_PREFERENCES,
  onPreferencesChange,
}: RichTextToolbarProps) {
  const { t } = useTranslation();
  const id = useId();
  const [panel, setPanel] = useState<Panel>(null);
  const chain = () => editor.chain().focus();
  const textStyle = editor.getAttributes('textStyle');
  const block = editor.isActive('heading') ? `h${editor.getAttributes('heading').level}` : 'p';
  const lineHeight =
    (editor.getAttributes(editor.isActive('heading') ? 'heading' : 'paragraph').lineHeight as
      | string
      | null) ?? '';
  const toggle = (key: string, label: string, text: string, active: boolean, run: () => unknown) => (
    <button
      key={key}
      type="button"
      className={styles.tool}
      aria-pressed={active}
      disabled={disabled}
      onClick={() => run()}
      title={label}
    >
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">{label}</span>
    </button>
  );
  const savePreferences = (next: Partial<EditorPreferences>) =>
    onPreferencesChange?.({ ...preferences, ...next });
  const orderedStart = Number(editor.getAttributes('orderedList').start ?? 1);

  return (
    <div className={styles.toolbar}>
      <div className={styles.row} role="toolbar" aria-label={t('editor.text_toolbar')}>
        <label className={styles.field}>
          <span className="visually-hidden">{t('editor.font_family')}</span>
          <select
            value={(textStyle.fontFamily as string | undefined) ?? ''}
            disabled={disabled}
            onChange={(event) =>
              event.currentTarget.value
                ? chain().setFontFamily(event.currentTarget.value).run()
                : chain().unsetFontFamily().run()
            }
          >
            <option value="">{t('editor.font_family')}</option>
            {FONT_FAMILIES.map((family) => (
              <option key={family} value={family} style={{ fontFamily: family }}>
                {family}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span className="visually-hidden">{t('editor.font_size')}</span>
          <select
            value={(textStyle.fontSize as string | undefined) ?? ''}
            disabled={disabled}
            onChange={(event) =>
              event.currentTarget.value
                ? chain().setFontSize(event.currentTarget.value).run()
                : chain().unsetFontSize().run()
            }
          >
            <option value="">{t('editor.font_size')}</option>
            {fontSizeOptions(preferences.customFontSizes).map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        {toggle('fontSizeCustom', t('editor.custom_font_size'), '+px', panel === 'fontSize', () =>
          setPanel(panel === 'fontSize' ? null : 'fontSize'),
        )}
        <label className={styles.field}>
          <span className="visually-hidden">{t('editor.line_height')}</span>
          <select
            value={lineHeight}
            disabled={disabled}
            onChange={(event) =>
              event.currentTarget.value
                ? chain().setLineHeight(event.currentTarget.value).run()
                : chain().unsetLineHeight().run()
            }
          >
            <option value="">{t('editor.line_height')}</option>
            {LINE_HEIGHTS.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
        <ColourPicker
          label={t('editor.text_colour')}
          hideLabel
          portalled={false}
          disabled={disabled}
          value={(textStyle.color as string | undefined) ?? null}
          usedColors={preferences.usedColors}
          signedIn={preferences.signedIn}
          saveUsedColors={async (usedColors) => savePreferences({ usedColors })}
          onChange={(colour) => chain().setColor(colour).run()}
        />
        <ColourPicker
          label={t('editor.highlight')}
          hideLabel
          portalled={false}
          disabled={disabled}
          value={(editor.getAttributes('highlight').color as string | undefined) ?? null}
          usedColors={preferences.usedColors}
          signedIn={preferences.signedIn}
          saveUsedColors={async (usedColors) => savePreferences({ usedColors })}
          onChange={(colour) => chain().setHighlight({ color: colour }).run()}
        />
        {toggle('superscript', t('editor.superscript'), 'x²', editor.isActive('superscript'), () =>
          chain().toggleSuperscript().run(),
        )}
        {toggle('subscript', t('editor.subscript'), 'x₂', editor.isActive('subscript'), () =>
          chain().toggleSubscript().run(),
        )}
        {toggle('clear', t('editor.clear_formatting'), 'T̸', false, () =>
          chain().unsetAllMarks().unsetLineHeight().unsetTextAlign().run(),
        )}
        <label className={styles.field}>
          <span className="visually-hidden">{t('editor.paragraph_or_heading')}</span>
          <select
            value={block}
            disabled={disabled}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (value === 'p') chain().setParagraph().run();
              else
                chain()
                  .setHeading({ level: Number(value.slice(1)) as 1 })
                  .run();
            }}
          >
            <option value="p">{t('editor.paragraph')}</option>
            {HEADING_LEVELS.map((level) => (
              <option key={level} value={`h${level}`}>
                {t('editor.heading', { level })}
              </option>
            ))}
          </select>
        </label>
        {TEXT_ALIGNS.map((align) =>
          toggle(
            `align-${align}`,
            t(`editor.align_${align}`),
            align === 'left' ? '⇤' : align === 'center' ? '↔' : '⇥',
            editor.isActive({ textAlign: align }),
            () => chain().setTextAlign(align).run(),
          ),
        )}
        {toggle('ordered', t('editor.ordered_list'), '1.', editor.isActive('orderedList'), () =>
          chain().toggleOrderedList().run(),
        )}
        {editor.isActive('orderedList') ? (
          <label className={styles.field}>
            <span className="visually-hidden">{t('editor.list_start')}</span>
            <input
              type="number"
              min={0}
              max={999999}
              className={styles.number}
              value={orderedStart}
              disabled={disabled}
              onChange={(event) => {
                const start = Number(event.currentTarget.value);
                if (Number.isInteger(start) && start >= 0 && start <= 999_999)
                  editor.chain().updateAttributes('orderedList', { start }).run();
              }}
            />
          </label>
        ) : null}
        {toggle('bullet', t('editor.bullet_list'), '•', editor.isActive('bulletList'), () =>
          chain().toggleBulletList().run(),
        )}
        {toggle('task', t('editor.task_list'), '☑', editor.isActive('taskList'), () =>
          chain().toggleTaskList().run(),
        )}
        {toggle('bold', t('editor.bold'), 'B', editor.isActive('bold'), () => chain().toggleBold().run())}
        {toggle('italic', t('editor.italic'), 'I', editor.isActive('italic'), () =>
          chain().toggleItalic().run(),
        )}
        {toggle('underline', t('editor.underline'), 'U', editor.isActive('underline'), () =>
          chain().toggleUnderline().run(),
        )}
        {toggle('strike', t('editor.strike'), 'S', editor.isActive('strike'), () =>
          chain().toggleStrike().run(),
        )}
        {toggle('quote', t('editor.quote'), '❝', editor.isActive('blockquote'), () =>
          chain().toggleBlockquote().run(),
        )}
        {toggle('tooltip', t('editor.tooltip'), '?', editor.isActive('tooltip'), () =>
          setPanel(panel === 'tooltip' ? null : 'tooltip'),
        )}
        {toggle('link', t('editor.link'), '🔗', editor.isActive('link'), () =>
          setPanel(panel === 'link' ? null : 'link'),
        )}
      </div>
      {panel === 'fontSize' ? (
        <CustomFontSizeForm
          id={`${id}-size`}
          onAdd={(typed) => {
            const custom = withCustomFontSize(preferences.customFontSizes, typed);
            savePreferences({ customFontSizes: custom });
            chain()
              .setFontSize(`${Math.round(Number(typed))}px`)
              .run();
            setPanel(null);
          }}
        />
      ) : null}
      {panel === 'tooltip' ? (
        <TooltipForm
          initial={editor.getAttributes('tooltip') as { title?: string; description?: string }}
          onDone={(value) => {
            setPanel(null);
            if (value) chain().extendMarkRange('tooltip').setTooltip(value).run();
          }}
        />
      ) : null}
      {panel === 'link' ? (
        <LinkPrompt
          initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onDone={(href) => {
            setPanel(null);
            if (href === null) return;
            if (href === '') chain().extendMarkRange('link').unsetLink().run();
            else chain().extendMarkRange('link').setLink({ href }).run();
          }}
        />
      ) : null}
    </div>
  );
}

/** A custom size: a number; Add is disabled while empty or above 100. */
export function CustomFontSizeForm({ id, onAdd }: { id: string; onAdd(typed: string): void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canAddCustomFontSize(value)) onAdd(value.trim());
  };
  return (
    <form className={styles.panel} onSubmit={submit}>
      <label htmlFor={id}>{t('editor.custom_font_size')}</label>
      <input
        id={id}
        className={styles.number}
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
      <button type="submit" className={styles.tool} disabled={!canAddCustomFontSize(value)}>
        {t('editor.add_font_size')}
      </button>
    </form>
  );
}

/** The tooltip of the selection: title and description; both empty removes it. */
function TooltipForm({
  initial,
  onDone,
}: {
  initial: { title?: string; description?: string };
  onDone(value: { title: string; description: string } | null): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [title, setTitle] = useState(initial.title ?? '');
  const [description, setDescription] = useState(initial.description ?? '');
  return (
    <form
      className={styles.panel}
      onSubmit={(event) => {
        event.preventDefault();
        onDone({ title, description });
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone(null);
      }}
    >
      <label htmlFor={`${id}-title`}>{t('editor.tooltip_title')}</label>
      <input
        id={`${id}-title`}
        value={title}
        maxLength={255}
        onChange={(event) => setTitle(event.currentTarget.value)}
      />
      <label htmlFor={`${id}-description`}>{t('editor.tooltip_description')}</label>
      <input
        id={`${id}-description`}
        value={description}
        maxLength={2000}
        onChange={(event) => setDescription(event.currentTarget.value)}
      />
      <button type="submit" className={styles.tool}>
        {t('ui.apply')}
      </button>
    </form>
  );
}

/** The link prompt (spec 1 §5): an address; empty removes the link; Escape leaves it. */
export function LinkPrompt({ initial, onDone }: { initial: string; onDone(href: string | null): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(initial);
  const outcome = linkPromptOutcome(value);
  return (
    <form
      className={styles.panel}
      onSubmit={(event) => {
        event.preventDefault();
        if (outcome.kind === 'remove') onDone('');
        else if (outcome.kind === 'set') onDone(outcome.href);
      }}
    >
      <label htmlFor={id}>{t('editor.link_address')}</label>
      <input
        id={id}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={value}
        aria-invalid={outcome.kind === 'invalid' || undefined}
        // biome-ignore lint/a11y/noAutofocus: the prompt opens from the Link button to take the address at once
        autoFocus
        onChange={(event) => setValue(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onDone(null);
          }
        }}
      />
      <button type="submit" className={styles.tool} disabled={outcome.kind === 'invalid'}>
        {outcome.kind === 'remove' && initial ? t('editor.remove_link') : t('ui.apply')}
      </button>
    </form>
  );
}
