import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tagCategories, type TTagCategory } from '@app/shared/tags/tag';
import { sessionAllows, useSession } from '#app/session';
import { Notice } from '#ui/notice';
import { Page } from '#ui/page';
import { SelectField } from '#ui/select-field';
import { CategoryTagEditor } from './category-tag-editor';

/** `/masterdata/tags` (masterdata.edit): the tags of each category, edited in place. */
export function TagsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const canEdit = sessionAllows(session, 'masterdata.edit');
  const [category, setCategory] = useState<TTagCategory>('APPOINTMENT');
  return (
    <Page titleId="tags-title" title={t('tagAdmin.title')} intro={t('tagAdmin.intro')}>
      {!canEdit && <Notice tone="info">{t('mdGrid.readOnly')}</Notice>}
      <SelectField
        label={t('tagAdmin.category')}
        value={category}
        onChange={(event) => setCategory(event.target.value as TTagCategory)}
      >
        {tagCategories.map((one) => (
          <option key={one} value={one}>
            {t(`tagAdmin.category.${one}`)}
          </option>
        ))}
      </SelectField>
      <CategoryTagEditor key={category} category={category} allowEdit={canEdit} labelledBy="tags-title" />
    </Page>
  );
}
