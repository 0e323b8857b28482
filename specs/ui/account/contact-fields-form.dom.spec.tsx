import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import cabinetEn from '../../../app/server/translations/en/cabinet.json' with { type: 'json' };
import cabinetUk from '../../../app/server/translations/uk/cabinet.json' with { type: 'json' };
import type { ContactTab } from '../../../core/api/contact-fields.ts';
import { AccountTexts } from '../../../stories/account/account-texts.tsx';
import { ContactFieldsForm } from '../../../ui/account/index.ts';

// The contact details form by keyboard: each field named in the reader's language (a school's by its
// own label), what is typed handed over by field name, and each refusal shown at its field.

afterEach(cleanup);

const defaults: ContactTab = {
  id: 0,
  name: null,
  fields: [
    { id: null, key: 'phone', name: null, type: 'phone', is_required: false, value: '' },
    { id: null, key: 'city', name: null, type: 'text', is_required: false, value: 'Lviv' },
  ],
};
const school: ContactTab = {
  id: 4,
  name: '<b>Olena</b>',
  fields: [{ id: 12, key: null, name: 'Portfolio', type: 'url', is_required: true, value: '' }],
};

describe('ContactFieldsForm', () => {
  it('hands over the default fields by key, with what was there kept', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    render(
      <AccountTexts language="en">
        <ContactFieldsForm tab={defaults} onSave={onSave} />
      </AccountTexts>,
    );
    expect(screen.getByRole('heading', { name: cabinetEn.contact_default_tab })).toBeTruthy();
    await user.type(screen.getByLabelText(cabinetEn.contact_field_phone), '+380 44 123 4567');
    await user.click(screen.getByRole('button', { name: cabinetEn.contact_save }));
    expect(onSave).toHaveBeenCalledWith({ phone: '+380 44 123 4567', city: 'Lviv' });
  });

  it('in Ukrainian: names the school as text, hands over its fields by id and shows a refusal at the field', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <AccountTexts language="uk">
        <ContactFieldsForm tab={school} onSave={onSave} />
      </AccountTexts>,
    );
    expect(screen.getByRole('heading', { name: 'Запитує <b>Olena</b>' })).toBeTruthy();
    await user.type(screen.getByLabelText(/Portfolio/), 'example.com{Enter}');
    expect(onSave).toHaveBeenCalledWith({ 12: 'example.com' });
    rerender(
      <AccountTexts language="uk">
        <ContactFieldsForm
          tab={school}
          status={{ fieldErrors: { 'fields.12': cabinetUk.contact_problem_url } }}
          onSave={onSave}
        />
      </AccountTexts>,
    );
    expect(screen.getByText(cabinetUk.contact_problem_url)).toBeTruthy();
  });
});
