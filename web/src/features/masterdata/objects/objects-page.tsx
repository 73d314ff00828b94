import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type { TObjectContainer, TObjectItem } from '@app/shared/objects/object';
import type { TUserField } from '@app/shared/user-fields/user-field';
import { usePermission } from '#app/session';
import { formatDate } from '#lib/format';
import { Button } from '#ui/button';
import { EmptyState } from '#ui/empty-state';
import { MutedText } from '#ui/layout';
import { MasterDataDeleteDialog } from '#ui/master-data-delete-dialog';
import { MasterDataList } from '#ui/master-data-page';
import { Notice } from '#ui/notice';
import { Page } from '#ui/page';
import { QueryContent } from '#ui/query-content';
import { useMasterDataPage } from '#ui/use-master-data-page';
import { FavoriteStar } from '#features/masterdata/tags/favorite-star';
import { UserFieldDialog } from '#features/organisation/user-fields/user-fields-page';
import { ContainerDialog, ObjectDialog } from './object-dialogs';
import {
  containerFieldsQuery,
  containerObjectsQuery,
  containersQuery,
  deleteContainer,
  deleteContainerField,
  deleteObject,
  refreshContainers,
  refreshObjects,
  saveContainerField,
  setObjectFavorite,
} from './objects-api';
import styles from './objects-page.module.css';

/**
 * `/masterdata/objects` (masterdata.edit): the object containers on the left; the chosen container's objects in
 * a grid with search and favourite stars, and the container's custom fields below.
 */
export function ObjectsPage() {
  const { t } = useTranslation();
  const canEdit = usePermission('masterdata.edit');
  const containers = useQuery(containersQuery);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ container?: TObjectContainer } | null>(null);
  const [deleting, setDeleting] = useState<TObjectContainer | null>(null);
  const newContainer = canEdit
    ? { label: t('objects.newContainer'), onClick: () => setEditing({}) }
    : undefined;
  // Without containers the button stands in the empty state, not twice on the page.
  const noContainers = containers.data?.length === 0;

  return (
    <Page
      titleId="objects-title"
      title={t('objects.title')}
      intro={t('objects.intro')}
      actions={
        newContainer && !noContainers && <Button onClick={newContainer.onClick}>{newContainer.label}</Button>
      }
    >
      {!canEdit && <Notice tone="info">{t('mdGrid.readOnly')}</Notice>}
      <QueryContent query={containers}>
        {(list) => {
          if (!list.length) return <EmptyState text={t('objects.noContainers')} action={newContainer} />;
          const chosen = list.find((container) => container.id === chosenId) ?? list[0];
          return (
            <div className={styles.layout}>
              <nav aria-label={t('objects.containers')} className={styles.containers}>
                <ul>
                  {list.map((container) => (
                    <li key={container.id}>
                      <button
                        type="button"
                        className={styles.containerButton}
                        aria-current={container.id === chosen?.id}
                        onClick={() => setChosenId(container.id)}
                      >
                        {container.name}
                      </button>
                    </li>
                  ))}
                </ul>
              </nav>
              <div>
                {chosen ? (
                  <ContainerPanel
                    key={chosen.id}
                    container={chosen}
                    canEdit={canEdit}
                    onRename={() => setEditing({ container: chosen })}
                    onDelete={() => setDeleting(chosen)}
                  />
                ) : (
                  <MutedText>{t('objects.chooseContainer')}</MutedText>
                )}
              </div>
            </div>
          );
        }}
      </QueryContent>
      {editing && (
        <ContainerDialog
          container={editing.container}
          onClose={() => setEditing(null)}
          onSaved={(saved) => setChosenId(saved.id)}
        />
      )}
      {deleting && (
        <MasterDataDeleteDialog
          name={deleting.name}
          title={t('objects.deleteContainer')}
          text={t('objects.deleteContainerText', { name: deleting.name })}
          deletedText={t('objects.containerDeleted', { name: deleting.name })}
          remove={() => deleteContainer(deleting)}
          refresh={refreshContainers}
          onClose={() => setDeleting(null)}
        />
      )}
    </Page>
  );
}

type JsonValue = z.core.util.JSONType;

/** A field value as the grid shows it. */
function shownValue(field: TUserField, value: JsonValue | undefined, t: TFunction): string {
  if (value === undefined || value === null || value === '' || value === false) return '–';
  if (value === true) return t('objects.yes');
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item : '')).join(', ');
  if (field.fieldType === 'DAT' && typeof value === 'string') return formatDate(value);
  if (field.fieldType === 'CUR' && typeof value === 'number') return value.toFixed(2);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function ContainerPanel({
  container,
  canEdit,
  onRename,
  onDelete,
}: {
  container: TObjectContainer;
  canEdit: boolean;
  onRename: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fields = useQuery(containerFieldsQuery(container.id));
  const objects = useQuery(containerObjectsQuery(container.id));
  const page = useMasterDataPage<TObjectItem>(canEdit);
  const fieldsPage = useMasterDataPage<TUserField>(canEdit);
  const favorite = useMutation({
    mutationFn: ({ object, favorite: on }: { object: TObjectItem; favorite: boolean }) =>
      setObjectFavorite(object, on),
    onSettled: () => refreshObjects(queryClient),
  });
  const fieldList = fields.data ?? [];
  const refreshFields = (client: typeof queryClient) =>
    client.invalidateQueries({ queryKey: ['object-containers', container.id, 'fields'] });
  const deletingObject = page.deleting;
  const deletingField = fieldsPage.deleting;

  return (
    <>
      <div className={styles.panelHeader}>
        <h2 id="objects-list-title">{t('objects.list', { name: container.name })}</h2>
        {canEdit && (
          <div className={styles.buttons}>
            <Button variant="secondary" onClick={onRename}>
              {t('objects.renameContainer')}
            </Button>
            <Button variant="danger" onClick={onDelete}>
              {t('objects.deleteContainer')}
            </Button>
            <Button onClick={page.create} disabled={!fields.data}>
              {t('objects.new')}
            </Button>
          </div>
        )}
      </div>
      <MasterDataList
        labelledBy="objects-list-title"
        query={objects}
        rowKey={(object) => object.id}
        searchText={(object) =>
          [object.name, ...fieldList.map((field) => shownValue(field, object.fields[field.id], t))].join(' ')
        }
        empty={t('objects.empty')}
        rowActions={page.rowActions((object) => object.name, {
          editDisabled: !fields.data,
          ariaKeys: { edit: 'objects.editAria', delete: 'objects.deleteAria' },
        })}
        columns={[
          { header: t('objects.name'), isRowHeader: true, cell: (object) => object.name },
          ...fieldList.map((field) => ({
            header: field.caption,
            cell: (object: TObjectItem) => shownValue(field, object.fields[field.id], t),
          })),
          {
            header: t('objects.favorite'),
            cell: (object) => (
              <FavoriteStar
                name={object.name}
                favorite={object.isFavorite}
                onToggle={(on) => favorite.mutate({ object, favorite: on })}
              />
            ),
          },
        ]}
      />
      <section className={styles.fields} aria-labelledby="object-fields-title">
        <div className={styles.panelHeader}>
          <h3 id="object-fields-title">{t('objects.fields', { name: container.name })}</h3>
          {canEdit && <Button onClick={fieldsPage.create}>{t('objects.newField')}</Button>}
        </div>
        <MutedText>{t('objects.fieldsIntro')}</MutedText>
        <MasterDataList
          labelledBy="object-fields-title"
          query={fields}
          rowKey={(field) => field.id}
          searchText={(field) => field.caption}
          empty={t('objects.noFields')}
          rowActions={fieldsPage.rowActions((field) => field.caption, {
            ariaKeys: { edit: 'objects.editFieldAria', delete: 'objects.deleteFieldAria' },
          })}
          columns={[
            { header: t('objects.fieldCaption'), isRowHeader: true, cell: (field) => field.caption },
            { header: t('objects.fieldType'), cell: (field) => t(`userFields.type.${field.fieldType}`) },
          ]}
        />
      </section>
      {page.dialog && fields.data && (
        <ObjectDialog
          container={container}
          fields={fields.data}
          object={page.dialog.kind === 'edit' ? page.dialog.row : undefined}
          onClose={page.close}
        />
      )}
      {deletingObject && (
        <MasterDataDeleteDialog
          name={deletingObject.name}
          remove={() => deleteObject(deletingObject)}
          refresh={refreshObjects}
          onClose={page.close}
        />
      )}
      {fieldsPage.dialog && (
        <UserFieldDialog
          {...(fieldsPage.dialog.kind === 'edit' ? { field: fieldsPage.dialog.row } : {})}
          saveField={(values, field) => saveContainerField(container.id, values, field)}
          texts={{
            create: t('objects.newField'),
            edit: t('objects.editField'),
            saved: (name) => t('objects.fieldSaved', { name }),
          }}
          refresh={async (client) => {
            await refreshFields(client);
            await refreshObjects(client);
          }}
          onClose={fieldsPage.close}
        />
      )}
      {deletingField && (
        <MasterDataDeleteDialog
          name={deletingField.caption}
          remove={() => deleteContainerField(container.id, deletingField)}
          refresh={refreshFields}
          onClose={fieldsPage.close}
        />
      )}
    </>
  );
}
