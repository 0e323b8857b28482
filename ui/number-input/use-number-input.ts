import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import {
  type NumberInputContext,
  type NumberInputView,
  numberInputMachine,
  selectNumberInputView,
} from '../../core/number-input/index.ts';

/** Options of useNumberInput. */
export interface UseNumberInputOptions {
  value: number | null | undefined;
  min?: number;
  max?: number;
  allowEmpty?: boolean;
  onValueChange?: (value: number | null) => void;
  /** Starts in this state (stories freeze the flash this way). */
  initialState?: { value: 'idle' | 'flashing'; context?: Partial<NumberInputContext> };
}

/** What a number input view gets: the machine's view and the commands it may send. */
export interface NumberInputBinding {
  view: NumberInputView;
  /** Offers typed text as the new value; out-of-range text is rejected and flashes. */
  commit: (text: string) => void;
  /** Steps the value by `delta`; stepping out of range is rejected too. */
  step: (delta: number) => void;
}

/** Binds the number input machine: bounds and outside value changes flow in, accepted values flow out. */
export function useNumberInput({
  value,
  min,
  max,
  allowEmpty,
  onValueChange,
  initialState,
}: UseNumberInputOptions): NumberInputBinding {
  const actorRef = useActorRef(numberInputMachine, {
    input: { value: value ?? null, min, max, allowEmpty },
    snapshot: initialState
      ? numberInputMachine.resolveState({
          value: initialState.value,
          context: { value: value ?? null, min, max, allowEmpty, rejection: null, ...initialState.context },
        })
      : undefined,
  });
  const view = useSelector(actorRef, selectNumberInputView);
  const onChange = useRef(onValueChange);
  onChange.current = onValueChange;

  useEffect(() => {
    const subscription = actorRef.on('value.changed', (event) => onChange.current?.(event.value));
    return () => subscription.unsubscribe();
  }, [actorRef]);
  useEffect(() => {
    actorRef.send({ type: 'bounds.change', min, max });
  }, [actorRef, min, max]);
  useEffect(() => {
    if (value !== undefined && value !== actorRef.getSnapshot().context.value) {
      actorRef.send({ type: 'value.sync', value });
    }
  }, [actorRef, value]);

  return {
    view,
    commit: (text) => actorRef.send({ type: 'value.commit', text }),
    step: (delta) => actorRef.send({ type: 'value.step', delta }),
  };
}
