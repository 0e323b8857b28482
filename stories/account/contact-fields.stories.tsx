import type { Story } from '@ladle/react';
import type { ContactTab } from '../../core/api/contact-fields.ts';
import { ContactFieldsForm } from '../../ui/account/index.ts';
import { Example, StoryFrame } from '../story-frame.tsx';
import { AccountTexts } from './account-texts.tsx';

// The contact details of the account page (docs/account.md "Contact fields"): the default fields and a
// school's, in each state, in en, uk and ru and on a 390 px phone; nothing is sent.

const LANGUAGES = ['en', 'uk', 'ru'] as const;
const none = () => undefined;

const defaults: ContactTab = {
  id: 0,
  name: null,
  fields: [
    { id: null, key: 'phone', name: null, type: 'phone', is_required: false, value: '+380 44 123 4567' },
    { id: null, key: 'telegram', name: null, type: 'telegram', is_required: false, value: '@taras_k' },
    { id: null, key: 'city', name: null, type: 'text', is_required: false, value: '' },
    { id: null, key: 'birth_date', name: null, type: 'date', is_required: false, value: '' },
  ],
};

const school: ContactTab = {
  id: 4,
  name: 'Olena’s Ukrainian school',
  fields: [
    { id: 11, key: null, name: 'Company', type: 'text', is_required: false, value: '' },
    { id: 12, key: null, name: 'Portfolio', type: 'url', is_required: false, value: '' },
    { id: 13, key: null, name: 'Student card', type: 'text', is_required: true, value: '' },
  ],
};

export const DefaultFields: Story = () => (
  <StoryFrame width={520}>
    {LANGUAGES.map((language) => (
      <Example key={language} title={language}>
        <AccountTexts language={language}>
          <ContactFieldsForm tab={defaults} onSave={none} />
        </AccountTexts>
      </Example>
    ))}
  </StoryFrame>
);

export const SchoolFieldsWithARequiredOne: Story = () => (
  <StoryFrame width={520}>
    {LANGUAGES.map((language) => (
      <Example key={language} title={language}>
        <AccountTexts language={language}>
          <ContactFieldsForm tab={school} onSave={none} />
        </AccountTexts>
      </Example>
    ))}
  </StoryFrame>
);

export const WrongValues: Story = () => (
  <StoryFrame width={520}>
    <AccountTexts language="uk">
      <ContactFieldsForm
        tab={{ ...defaults, fields: defaults.fields.map((field) => ({ ...field, value: 'call me' })) }}
        status={{
          fieldErrors: {
            'fields.phone': 'Введіть номер телефону, наприклад +380 44 123 4567.',
            'fields.telegram':
              "Введіть ім'я користувача Telegram, наприклад @name (від 5 до 32 літер, цифр або _).",
            'fields.birth_date': 'Введіть справжню дату.',
          },
        }}
        onSave={none}
      />
    </AccountTexts>
  </StoryFrame>
);

export const Saving: Story = () => (
  <StoryFrame width={520}>
    <AccountTexts language="ru">
      <ContactFieldsForm tab={school} status={{ pending: true }} onSave={none} />
    </AccountTexts>
  </StoryFrame>
);

export const Saved: Story = () => (
  <StoryFrame width={520}>
    <AccountTexts language="en">
      <ContactFieldsForm tab={defaults} saved onSave={none} />
    </AccountTexts>
  </StoryFrame>
);

export const SaveFailed: Story = () => (
  <StoryFrame width={520}>
    <AccountTexts language="en">
      <ContactFieldsForm
        tab={school}
        status={{ formError: 'The server cannot be reached. Try again.' }}
        onSave={none}
      />
    </AccountTexts>
  </StoryFrame>
);

export const OnPhone: Story = () => (
  <StoryFrame width={390}>
    <AccountTexts language="uk">
      <ContactFieldsForm tab={school} onSave={none} />
    </AccountTexts>
  </StoryFrame>
);
