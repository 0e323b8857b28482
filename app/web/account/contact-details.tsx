import { useQuery, useQueryClient } from '@tanstack/react-query';
import { contactValueProblem } from '../../../core/account/index.ts';
import type { ContactField, ContactTab } from '../../../core/api/contact-fields.ts';
import { ContactFieldsForm, contactFieldName, useAccountFlow } from '../../../ui/account/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { api } from '../api.ts';
import { invalid } from './flow-calls.ts';

const contactKeys = { tabs: ['contact-tabs'] as const };

/** One tab's form: checked by the core rules first, then saved (default fields by key, a school's by id). */
function ContactTabForm({ tab }: { tab: ContactTab }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const flow = useAccountFlow({
    send: async (values) => {
      const problems = tab.fields.flatMap((field) => {
        const name = contactFieldName(field);
        const problem = contactValueProblem(field.type, values[name] ?? '', field.is_required);
        return problem ? [[`fields.${name}`, [t(`cabinet.contact_problem_${problem}`)]]] : [];
      });
      if (problems.length > 0) throw invalid(Object.fromEntries(problems));
      if (tab.id === 0) {
        const saved = await api.account.saveDefaultContactFields({ fields: values });
        return { sentTo: null, resendAfter: 0, result: withDefaults(saved.data) };
      }
      const fields = tab.fields.map((field) => ({
        id: field.id ?? 0,
        value: values[String(field.id)] ?? '',
      }));
      const saved = await api.account.saveSchoolContactFields({ fields });
      return { sentTo: null, resendAfter: 0, result: () => saved.data };
    },
    onDone: (update) =>
      queryClient.setQueryData(contactKeys.tabs, update as (tabs: ContactTab[] | undefined) => ContactTab[]),
  });
  return (
    <ContactFieldsForm
      key={flow.view.round}
      tab={tab}
      saved={flow.view.done}
      status={flow.status}
      onSave={(values) => flow.submit(values)}
    />
  );
}

/** The default tab replaced by what its save answered. */
const withDefaults = (fields: ContactField[]) => (tabs: ContactTab[] | undefined) =>
  (tabs ?? []).map((tab) => (tab.id === 0 ? { ...tab, fields } : tab));

/** Contact details: the default fields, and those each school one learns in asks for (docs/account.md). */
export function ContactDetails() {
  const { t } = useTranslation();
  const tabs = useQuery({
    queryKey: contactKeys.tabs,
    queryFn: async () => (await api.account.contactTabs()).data,
  });
  return (
    <>
      <p>{t('cabinet.contact_lead')}</p>
      {(tabs.data ?? []).map((tab) => (
        <ContactTabForm key={tab.id} tab={tab} />
      ))}
    </>
  );
}
