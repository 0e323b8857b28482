import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import {
  type ColourPickerContext,
  type ColourPickerView,
  colourPickerMachine,
  type SaveUsedColorsInput,
  selectColourPickerView,
} from '../../core/colour-picker/index.ts';

/** Options of useColourPicker. */
export interface UseColourPickerOptions {
  value: string | null;
  usedColors?: string[];
  /** Spec 1 §6: only a signed-in user's used colours are saved. */
  signedIn: boolean;
  /** Saves `used_colors` to the user's preferences; the app passes the API call. */
  saveUsedColors?: (usedColors: string[]) => Promise<void>;
  onChange: (colour: string) => void;
  /** Starts in this state instead of closed (stories and specs freeze a state this way). */
  initialState?: { value: 'closed' | 'open' | 'custom' | 'saving'; context?: Partial<ColourPickerContext> };
}

/** The colour picker's view and the commands its parts send. */
export interface ColourPickerBinding {
  view: ColourPickerView;
  open: () => void;
  close: () => void;
  outsideClicked: () => void;
  escapePressed: () => void;
  pick: (colour: string) => void;
  openCustom: () => void;
  back: () => void;
  changeHex: (text: string) => void;
  changeOpacity: (opacity: number) => void;
  apply: () => void;
  retrySave: () => void;
}

/** Binds the colour picker machine with the app's `saveUsedColors`; chosen colours reach `onChange`. */
export function useColourPicker(options: UseColourPickerOptions): ColourPickerBinding {
  const save = useRef(options.saveUsedColors);
  save.current = options.saveUsedColors;
  const onChange = useRef(options.onChange);
  onChange.current = options.onChange;
  const actorRef = useActorRef(
    colourPickerMachine.provide({
      actors: {
        saveUsedColors: fromPromise<void, SaveUsedColorsInput>(async ({ input }) => {
          await save.current?.(input.usedColors);
        }),
      },
    }),
    {
      input: { value: options.value, usedColors: options.usedColors ?? [], signedIn: options.signedIn },
      snapshot: options.initialState
        ? colourPickerMachine.resolveState({
            value: options.initialState.value,
            context: {
              value: options.value,
              usedColors: options.usedColors ?? [],
              signedIn: options.signedIn,
              hexInput: '',
              opacity: 255,
              saveError: null,
              ...options.initialState.context,
            },
          })
        : undefined,
    },
  );
  const view = useSelector(actorRef, selectColourPickerView);
  useEffect(() => {
    const subscription = actorRef.on('colour.changed', (event) => onChange.current(event.colour));
    return () => subscription.unsubscribe();
  }, [actorRef]);
  const send = actorRef.send;
  return {
    view,
    open: () => send({ type: 'picker.open' }),
    close: () => send({ type: 'picker.close' }),
    outsideClicked: () => send({ type: 'outside.clicked' }),
    escapePressed: () => send({ type: 'escape.pressed' }),
    pick: (colour) => send({ type: 'colour.pick', colour }),
    openCustom: () => send({ type: 'custom.open' }),
    back: () => send({ type: 'custom.back' }),
    changeHex: (text) => send({ type: 'hex.change', text }),
    changeOpacity: (opacity) => send({ type: 'opacity.change', opacity }),
    apply: () => send({ type: 'custom.apply' }),
    retrySave: () => send({ type: 'save.retry' }),
  };
}
