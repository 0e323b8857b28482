import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import cabinetEn from '../../../app/server/translations/en/cabinet.json' with { type: 'json' };
import authUk from '../../../app/server/translations/uk/auth.json' with { type: 'json' };
import { AccountTexts } from '../../../stories/account/account-texts.tsx';
import { EmailChangeForm, PasswordChangeForm, RestoreForm } from '../../../ui/account/index.ts';

// The account forms by keyboard: what is typed goes to the caller, the code step counts down, and
// once time has run out offers a new code.

afterEach(cleanup);

describe('EmailChangeForm', () => {
  it('hands over the new address and the current password, then confirms the typed code', async () => {
    const onSend = vi.fn();
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    /** The form as its caller draws it at each step: what the caller knows so far given as `step`. */
    const form = (step: Partial<ComponentProps<typeof EmailChangeForm>> = {}) => (
      <AccountTexts language="en">
        <EmailChangeForm
          currentEmail="olena@example.com"
          onSend={onSend}
          onConfirm={onConfirm}
          onResend={vi.fn()}
          {...step}
        />
      </AccountTexts>
    );
    const codeSent = { sentTo: 'n***@example.com', countdown: { running: true, text: '00:42' } };
    const { rerender } = render(form());
    await user.type(screen.getByLabelText(cabinetEn.account_new_email), 'new@example.com');
    await user.type(screen.getByLabelText(cabinetEn.account_current_password), 'secret pass{Enter}');
    expect(onSend).toHaveBeenCalledWith('new@example.com', 'secret pass');

    rerender(form(codeSent));
    expect(screen.getByText('We sent a code to n***@example.com. It works for 10 minutes.')).toBeTruthy();
    expect(screen.getByText('A new code can be sent in 00:42')).toBeTruthy();
    expect(screen.queryByRole('button', { name: cabinetEn.account_resend })).toBeNull();
    await user.type(screen.getByLabelText(cabinetEn.account_code), '004217');
    await user.click(screen.getByRole('button', { name: cabinetEn.account_confirm }));
    expect(onConfirm).toHaveBeenCalledWith('004217');
    // No back button unless the caller offers one; with it, the person can type another address.
    expect(screen.queryByRole('button', { name: cabinetEn.account_code_back })).toBeNull();
    const onBack = vi.fn();
    rerender(form({ ...codeSent, onBack }));
    await user.click(screen.getByRole('button', { name: cabinetEn.account_code_back }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});

describe('PasswordChangeForm', () => {
  it('hands over the current and the new password, then confirms the code sent to the account', async () => {
    const onSend = vi.fn();
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    const form = (step: Partial<ComponentProps<typeof PasswordChangeForm>> = {}) => (
      <AccountTexts language="en">
        <PasswordChangeForm onSend={onSend} onConfirm={onConfirm} onResend={vi.fn()} {...step} />
      </AccountTexts>
    );
    const { rerender } = render(form({ status: { fieldErrors: { current_password: 'Wrong password.' } } }));
    expect(screen.getByText('Wrong password.')).toBeTruthy();
    await user.type(screen.getByLabelText(cabinetEn.account_current_password), 'old pass');
    await user.type(
      screen.getByLabelText(cabinetEn.account_new_password, { exact: false }),
      'new pass 1{Enter}',
    );
    expect(onSend).toHaveBeenCalledWith('old pass', 'new pass 1');

    rerender(form({ sentTo: 'o***@example.com', countdown: { running: false, text: '00' } }));
    expect(screen.queryByLabelText(cabinetEn.account_new_password, { exact: false })).toBeNull();
    await user.type(screen.getByLabelText(cabinetEn.account_code), '123456');
    await user.click(screen.getByRole('button', { name: cabinetEn.account_confirm }));
    expect(onConfirm).toHaveBeenCalledWith('123456');
    expect(screen.getByRole('button', { name: cabinetEn.account_resend })).toBeTruthy();
  });
});

describe('RestoreForm', () => {
  it('in Ukrainian: offers a new code once the countdown has run out and shows the refusal at the code', async () => {
    const onResend = vi.fn();
    render(
      <AccountTexts language="uk">
        <RestoreForm
          sentTo="olena@example.com"
          countdown={{ running: false, text: '00' }}
          status={{ fieldErrors: { code: 'The code is wrong or no longer works.' } }}
          onSend={vi.fn()}
          onSetPassword={vi.fn()}
          onResend={onResend}
        />
      </AccountTexts>,
    );
    expect(screen.getByText('The code is wrong or no longer works.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: authUk.restore_resend }));
    expect(onResend).toHaveBeenCalledOnce();
  });
});
