import { SelectField } from '../../../ui/account/select-field.tsx';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { useLanguageSelect } from '../language/use-language-select.tsx';

/** The interface language, kept on this device and in the account (the same choice as the header's). */
export function LanguageChoice() {
  const { t } = useTranslation();
  const languageSelect = useLanguageSelect();
  return <SelectField label={t('cabinet.account_language')} {...languageSelect} />;
}
