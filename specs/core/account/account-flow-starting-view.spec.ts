import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  accountFlowMachine,
  selectAccountFlowView,
  startingAccountFlowView,
} from '../../../core/account/index.ts';

describe('an account flow before its machine has loaded', () => {
  it('shows what the machine shows as it starts', () => {
    const actor = createActor(accountFlowMachine).start();
    expect(startingAccountFlowView()).toEqual(selectAccountFlowView(actor.getSnapshot()));
    actor.stop();
  });
});
