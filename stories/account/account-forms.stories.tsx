import type { Story } from '@ladle/react';
import type { ReactNode } from 'react';
import {
  CreateSchoolForm,
  EmailChangeForm,
  PasswordChangeForm,
  RestoreForm,
  SignInCodeStep,
} from '../../ui/account/index.ts';
import { Example, StoryFrame } from '../story-frame.tsx';
import { AccountTexts } from './account-texts.tsx';

// The account's forms (docs/account.md) in each of their states, in en, uk and ru and on a 390 px phone;
// nothing is sent.

const LANGUAGES = ['en', 'uk', 'ru'] as const;
const none = () => undefined;
const running = { running: true, text: '00:42' };
const runOut = { running: false, text: '00' };
const wrongCode = { fieldErrors: { code: 'The code is wrong. Check the latest email and try again.' } };
// Restore gives one refusal for a wrong code, a dead one and an unknown email.
const restoreRefused = {
  fieldErrors: {
    code: 'The code is wrong or no longer works. Check the latest email or ask for a new code.',
  },
};
const deadCode = {
  fieldErrors: {
    code: 'This code no longer works: it has expired, was used, or was tried too many times. Ask for a new code.',
  },
};

function InLanguages({ width = 520, children }: { width?: number; children: () => ReactNode }) {
  return (
    <StoryFrame width={width}>
      {LANGUAGES.map((language) => (
        <Example key={language} title={language}>
          <AccountTexts language={language}>{children()}</AccountTexts>
        </Example>
      ))}
    </StoryFrame>
  );
}

const emailHandlers = { onSend: none, onConfirm: none, onResend: none, onBack: none };

export const EmailChange: Story = () => (
  <InLanguages>{() => <EmailChangeForm currentEmail="olena@example.com" {...emailHandlers} />}</InLanguages>
);

export const EmailChangeWrongPassword: Story = () => (
  <StoryFrame width={520}>
    <AccountTexts>
      <EmailChangeForm
        currentEmail="olena@example.com"
        status={{ fieldErrors: { password: 'The current password is wrong.' } }}
        {...emailHandlers}
      />
    </AccountTexts>
  </StoryFrame>
);

export const EmailChangeSending: Story = () => (
  <StoryFrame width={520}>
    <AccountTexts>
      <EmailChangeForm currentEmail="olena@example.com" status={{ pending: true }} {...emailHandlers} />
    </AccountTexts>
  </StoryFrame>
);

export const EmailChangeCodeSent: Story = () => (
  <InLanguages>
    {() => (
      <EmailChangeForm
        currentEmail="olena@example.com"
        sentTo="n***@example.com"
        countdown={running}
        {...emailHandlers}
      />
    )}
  </InLanguages>
);

export const EmailChangeWrongCodeResendReady: Story = () => (
  <StoryFrame width={520}>
    <AccountTexts>
      <EmailChangeForm
        currentEmail="olena@example.com"
        sentTo="n***@example.com"
        countdown={runOut}
        status={wrongCode}
        {...emailHandlers}
      />
    </AccountTexts>
  </StoryFrame>
);

export const EmailChangeResending: Story = () => (
  <StoryFrame width={520}>
    <AccountTexts language="uk">
      <EmailChangeForm
        currentEmail="olena@example.com"
        sentTo="n***@example.com"
        countdown={runOut}
        status={{ pending: true }}
        {...emailHandlers}
      />
    </AccountTexts>
  </StoryFrame>
);

export const EmailChanged: Story = () => (
  <InLanguages>
    {() => <EmailChangeForm currentEmail="new@example.com" changedTo="new@example.com" {...emailHandlers} />}
  </InLanguages>
);

export const PasswordChange: Story = () => (
  <InLanguages>{() => <PasswordChangeForm {...emailHandlers} />}</InLanguages>
);

export const PasswordChangeTooShort: Story = () => (
  <StoryFrame width={520}>
    <AccountTexts>
      <PasswordChangeForm
        status={{ fieldErrors: { password: 'Use at least 8 characters.' } }}
        {...emailHandlers}
      />
    </AccountTexts>
  </StoryFrame>
);

export const PasswordChangeCodeSent: Story = () => (
  <InLanguages>
    {() => <PasswordChangeForm sentTo="o***@example.com" countdown={running} {...emailHandlers} />}
  </InLanguages>
);

export const PasswordChangeCodeNoLongerWorks: Story = () => (
  <StoryFrame width={520}>
    <AccountTexts>
      <PasswordChangeForm sentTo="o***@example.com" countdown={runOut} status={deadCode} {...emailHandlers} />
    </AccountTexts>
  </StoryFrame>
);

export const PasswordChangeConfirming: Story = () => (
  <StoryFrame width={390}>
    <AccountTexts language="ru">
      <PasswordChangeForm
        sentTo="o***@example.com"
        countdown={running}
        status={{ pending: true }}
        {...emailHandlers}
      />
    </AccountTexts>
  </StoryFrame>
);

export const PasswordChanged: Story = () => (
  <InLanguages>{() => <PasswordChangeForm changed {...emailHandlers} />}</InLanguages>
);

const restoreHandlers = { onSend: none, onSetPassword: none, onResend: none, onBack: none };

export const Restore: Story = () => (
  <InLanguages width={420}>{() => <RestoreForm {...restoreHandlers} />}</InLanguages>
);

export const RestoreServerUnreachable: Story = () => (
  <StoryFrame width={420}>
    <AccountTexts>
      <RestoreForm status={{ formError: 'The server cannot be reached. Try again.' }} {...restoreHandlers} />
    </AccountTexts>
  </StoryFrame>
);

export const RestoreCodeSent: Story = () => (
  <InLanguages width={420}>
    {() => <RestoreForm sentTo="olena@example.com" countdown={running} {...restoreHandlers} />}
  </InLanguages>
);

export const RestoreWrongCodeResendReady: Story = () => (
  <StoryFrame width={420}>
    <AccountTexts>
      <RestoreForm
        sentTo="olena@example.com"
        countdown={runOut}
        status={restoreRefused}
        {...restoreHandlers}
      />
    </AccountTexts>
  </StoryFrame>
);

export const RestoreOnPhone: Story = () => (
  <StoryFrame width={390}>
    <AccountTexts language="uk">
      <RestoreForm
        sentTo="olena@example.com"
        countdown={running}
        status={{ pending: true }}
        {...restoreHandlers}
      />
    </AccountTexts>
  </StoryFrame>
);

const signInCodeHandlers = { onSignIn: none, onResend: none, onBack: none };

export const SignInCodeSent: Story = () => (
  <InLanguages width={420}>
    {() => <SignInCodeStep countdown={running} status={{}} {...signInCodeHandlers} />}
  </InLanguages>
);

export const SignInCodeRefusedResendReady: Story = () => (
  <StoryFrame width={420}>
    <AccountTexts>
      <SignInCodeStep countdown={runOut} status={restoreRefused} {...signInCodeHandlers} />
    </AccountTexts>
  </StoryFrame>
);

export const SignInCodeOnPhone: Story = () => (
  <StoryFrame width={390}>
    <AccountTexts language="uk">
      <SignInCodeStep countdown={running} status={{ pending: true }} {...signInCodeHandlers} />
    </AccountTexts>
  </StoryFrame>
);

const schoolProps = {
  languages: LANGUAGES,
  zones: ['Europe/Kyiv', 'Europe/London', 'America/New_York'],
  defaultZone: 'Europe/Kyiv',
  onCreate: none,
};

export const CreateSchool: Story = () => (
  <InLanguages>{() => <CreateSchoolForm defaultLanguage="en" {...schoolProps} />}</InLanguages>
);

export const CreateSchoolNameMissing: Story = () => (
  <StoryFrame width={520}>
    <AccountTexts>
      <CreateSchoolForm
        defaultLanguage="uk"
        status={{ fieldErrors: { name: 'Name your school.' } }}
        {...schoolProps}
      />
    </AccountTexts>
  </StoryFrame>
);

export const CreateSchoolCreating: Story = () => (
  <StoryFrame width={390}>
    <AccountTexts language="ru">
      <CreateSchoolForm defaultLanguage="ru" status={{ pending: true }} {...schoolProps} />
    </AccountTexts>
  </StoryFrame>
);
