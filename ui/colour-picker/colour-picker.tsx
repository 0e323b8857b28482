import { Popover, Slider } from 'radix-ui';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import {
  COLOUR_PALETTE,
  isSameColour,
  OPACITY_MAX,
  OPACITY_MIN,
  OPACITY_STEP,
  TRANSPARENT,
} from '../../core/colour-picker/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { ChevronLeftIcon, PaletteIcon } from '../icons/index.ts';
import { Button } from '../primitives/button.tsx';
import fieldStyles from '../primitives/field.module.css';
import { TextField } from '../primitives/text-field.tsx';
import styles from './colour-picker.module.css';
import { ColourSwatch } from './colour-swatch.tsx';
import { type UseColourPickerOptions, useColourPicker } from './use-colour-picker.ts';

/** Props of the ColourPicker. */
export interface ColourPickerProps extends UseColourPickerOptions {
  label: ReactNode;
  hideLabel?: boolean;
  disabled?: boolean;
  /**
   * Whether the popover is portalled to the page's end (the default). A picker inside a floating menu (the
   * editor's bubble toolbar) keeps it inside itself instead, so the focus in the popover is still in the
   * menu (which then stays shown) and the popover stays by its button, named by its label.
   */
  portalled?: boolean;
}

const COLUMNS = 8;

function moveFocusInGrid(event: KeyboardEvent<HTMLFieldSetElement>) {
  const steps: Record<string, number> = {
    ArrowRight: 1,
    ArrowLeft: -1,
    ArrowDown: COLUMNS,
    ArrowUp: -COLUMNS,
  };
  const step = steps[event.key];
  if (step === undefined) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next = buttons[index + step];
  if (index !== -1 && next) {
    event.preventDefault();
    next.focus();
  }
}

/**
 * Spec 1 §4–5 colour picker: the 24-colour palette with transparent, the used colours, and a custom colour
 * (hex + opacity 0–255) that is saved to the user's used colours when signed in.
 */
export function ColourPicker({
  label,
  hideLabel,
  disabled,
  portalled = true,
  ...options
}: ColourPickerProps) {
  const { t } = useTranslation();
  const picker = useColourPicker(options);
  const { view } = picker;
  const labelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const interactedOutside = useRef(false);
  const current = options.value;
  const nameOf = (colour: string) => (colour === TRANSPARENT ? t('ui.transparent') : colour);

  const swatchButton = (colour: string) => {
    const selected = current !== null && isSameColour(current, colour);
    return (
      <button
        key={colour}
        type="button"
        className={styles.swatchButton}
        aria-label={nameOf(colour)}
        aria-pressed={selected}
        title={nameOf(colour)}
        onClick={() => picker.pick(colour)}
      >
        <ColourSwatch colour={colour} />
      </button>
    );
  };

  const content = (
    <Popover.Content
      className={styles.popover}
      align="start"
      sideOffset={6}
      collisionPadding={8}
      aria-labelledby={labelId}
      role="dialog"
      onEscapeKeyDown={picker.escapePressed}
      // Escape closes the picker only, not a menu around it.
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.stopPropagation();
      }}
      onInteractOutside={(event) => {
        const target = event.target as Node | null;
        // focus landing on nothing (a remount, a window switch) is not the person leaving the list
        if (!target || target === document.body || triggerRef.current?.contains(target)) return;
        interactedOutside.current = true;
        picker.outsideClicked();
      }}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        if (!interactedOutside.current) triggerRef.current?.focus();
        interactedOutside.current = false;
      }}
    >
      {view.isCustom ? (
        <div className={styles.custom}>
          <div className={styles.customHeader}>
            <Button
              variant="ghost"
              size="sm"
              iconOnly
              aria-label={t('ui.back')}
              onClick={picker.back}
              disabled={view.isSaving}
            >
              <ChevronLeftIcon size={18} />
            </Button>
            <span className={styles.customTitle}>{t('ui.custom_colour')}</span>
            <ColourSwatch colour={view.customPreview} size={28} />
          </div>
          <TextField
            label={t('ui.hex')}
            value={view.hexInput}
            placeholder="#3965FF"
            spellCheck={false}
            autoComplete="off"
            maxLength={7}
            error={view.isHexInvalid ? t('ui.invalid_hex') : undefined}
            onChange={(event) => picker.changeHex(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && view.canApply) picker.apply();
            }}
          />
          <div className={styles.opacity}>
            <div className={styles.opacityTop}>
              <span id={`${labelId}-opacity`}>{t('ui.opacity')}</span>
              <output className={styles.opacityValue}>{view.opacity}</output>
            </div>
            <Slider.Root
              className={styles.slider}
              min={OPACITY_MIN}
              max={OPACITY_MAX}
              step={OPACITY_STEP}
              value={[view.opacity]}
              onValueChange={([next]) => picker.changeOpacity(next ?? OPACITY_MAX)}
              style={{ '--slider-colour': view.customPreview ?? '#000000' } as React.CSSProperties}
            >
              <Slider.Track className={styles.sliderTrack}>
                <Slider.Range className={styles.sliderRange} />
              </Slider.Track>
              <Slider.Thumb className={styles.sliderThumb} aria-labelledby={`${labelId}-opacity`} />
            </Slider.Root>
          </div>
          {view.saveError ? (
            <p className={styles.saveError} role="alert">
              {view.saveError}{' '}
              <button type="button" className={styles.retry} onClick={picker.retrySave}>
                {t('ui.save')}
              </button>
            </p>
          ) : null}
          <Button fullWidth loading={view.isSaving} disabled={!view.canApply} onClick={picker.apply}>
            {t('ui.apply')}
          </Button>
        </div>
      ) : (
        <div className={styles.palette}>
          <fieldset className={styles.set} onKeyDown={moveFocusInGrid}>
            <legend className={styles.sectionTitle}>{t('ui.palette')}</legend>
            <div className={styles.grid}>{COLOUR_PALETTE.map(swatchButton)}</div>
          </fieldset>
          {view.usedColors.length > 0 ? (
            <fieldset className={styles.set} onKeyDown={moveFocusInGrid}>
              <legend className={styles.sectionTitle}>{t('ui.used_colours')}</legend>
              <div className={styles.grid}>{view.usedColors.map(swatchButton)}</div>
            </fieldset>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            fullWidth
            iconStart={<PaletteIcon size={16} />}
            onClick={picker.openCustom}
          >
            {t('ui.custom_colour')}
          </Button>
        </div>
      )}
    </Popover.Content>
  );

  return (
    <div className={styles.field}>
      <span id={labelId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </span>
      <Popover.Root open={view.isOpen}>
        <Popover.Anchor asChild>
          <button
            ref={triggerRef}
            type="button"
            className={[fieldStyles.control, styles.trigger].join(' ')}
            aria-haspopup="dialog"
            aria-expanded={view.isOpen}
            aria-labelledby={`${labelId} ${labelId}-value`}
            disabled={disabled}
            onClick={() => (view.isOpen ? picker.close() : picker.open())}
          >
            <ColourSwatch colour={current} size={20} />
            <span id={`${labelId}-value`} className={styles.triggerText}>
              {current ? nameOf(current) : t('ui.choose_colour')}
            </span>
          </button>
        </Popover.Anchor>
        {portalled ? <Popover.Portal>{content}</Popover.Portal> : content}
      </Popover.Root>
    </div>
  );
}
