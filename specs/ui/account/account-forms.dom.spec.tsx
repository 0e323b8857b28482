import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import cabinetEn from '../../../app/server/translations/en/cabinet.json' with { type: 'json' };
import authUk from '../../../app/server/translations/uk/auth.json' with { type: 'json' };
import { AccountTexts } from '../../../stories/account/account-texts.tsx';
import { EmailChangeForm, RestoreForm } from '../../../ui/account/index.ts';

// The account forms by keyboard: what is typed goes to the caller, the code step counts down, and
// once time has run out offers a new code.

afterEach(cleanup);

describe('EmailChangeForm', () => {
  it('hands over the new address and the current password, then confirms the typed code', async () => {
    const onSend = vi.fn();
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <AccountTexts language="en">
        <EmailChangeForm
          currentEmail="olena@example.com"
          onSend={onSend}
          onConfirm={onConfirm}
          onResend={vi.fn()}
        />
      </AccountTexts>,
    );
    await user.type(screen.getByLabelText(cabinetEn.account_new_email), 'new@example.com');
    await user.type(screen.getByLabelText(cabinetEn.account_current_password), 'secret pass{Enter}');
    expect(onSend).toHaveBeenCalledWith('new@example.com', 'secret pass');

    rerender(
      <AccountTexts language="en">
        <EmailChangeForm
          currentEmail="olena@example.com"
          sentTo="n***@example.com"
          countdown={{ running: true, text: '00:42' }}
          onSend={onSend}
          onConfirm={onConfirm}
          onResend={vi.fn()}
        />
      </AccountTexts>,
    );
    expect(screen.getByText('We sent a code to n***@example.com. It works for 10 minutes.')).toBeTruthy();
    expect(screen.getByText('A new code can be sent in 00:42')).toBeTruthy();
    expect(screen.queryByRole('button', { name: cabinetEn.account_resend })).toBeNull();
    await user.type(screen.getByLabelText(cabinetEn.account_code), '004217');
    await user.click(screen.getByRole('button', { name: cabinetEn.account_confirm }));
    expect(onConfirm).toHaveBeenCalledWith('004217');
    // No back button unless the caller offers one; with it, the person can type another address.
    expect(screen.queryByRole('button', { name: cabinetEn.account_code_back })).toBeNull();
    const onBack = vi.fn();
    rerender(
      <AccountTexts language="en">
        <EmailChangeForm
          currentEmail="olena@example.com"
          sentTo="n***@example.com"
          countdown={{ running: true, text: '00:42' }}
          onSend={onSend}
          onConfirm={onConfirm}
          onResend={vi.fn()}
          onBack={onBack}
        />
      </AccountTexts>,
    );
    await user.click(screen.getByRole('button', { name: cabinetEn.account_code_back }));
    expect(onBack).toHaveBeenCalledOnce();
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
