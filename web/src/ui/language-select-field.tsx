import { useTranslation } from 'react-i18next';
import { languages } from '@app/shared/i18n/languages';
import { SelectField, type SelectFieldProps } from './select-field';

/** A choice of the product's languages (a user's or a tenant's language), each option marked with its `lang`. */
export function LanguageSelectField(props: Omit<SelectFieldProps, 'children'>) {
  const { t } = useTranslation();
  return (
    <SelectField {...props}>
      {languages.map((code) => (
        <option key={code} value={code} lang={code}>
          {t(`language.${code}`)}
        </option>
      ))}
    </SelectField>
  );
}
