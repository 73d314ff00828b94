import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZTagCreate, tagNameMaxLength, type TTag, type TTagCategory } from '@app/shared/tags/tag';
import { useToast } from '#app/toast';
import { errorMessage } from '#lib/error-message';
import { Button } from '#ui/button';
import { MasterDataDeleteDialog } from '#ui/master-data-delete-dialog';
import { MasterDataList } from '#ui/master-data-page';
import { TextField } from '#ui/text-field';
import { readableTextColor } from '#lib/colour';
import { useMasterDataPage } from '#ui/use-master-data-page';
import { FavoriteStar } from './favorite-star';
import { useFavorites } from './favorites-api';
import { createTag, deleteTag, refreshTags, tagsQuery, updateTag } from './tags-api';
import styles from './tags-page.module.css';

/** The text key of a name's problem, or null when the name is fine (spec: non-empty, at most 50). */
function nameProblem(name: string): 'tagAdmin.nameRequired' | 'tagAdmin.nameTooLong' | null {
  const result = ZTagCreate.shape.name.safeParse(name);
  if (result.success) return null;
  return name.trim() ? 'tagAdmin.nameTooLong' : 'tagAdmin.nameRequired';
}

export function TagChip({ tag }: { tag: Pick<TTag, 'name' | 'color'> }) {
  return (
    <span className={styles.chip} style={{ background: tag.color, color: readableTextColor(tag.color) }}>
      {tag.name}
    </span>
  );
}

/**
 * The spec's category tag picker: the tags of one category with add, edit, delete and inline name and colour
 * editing, each with its favourite star. `allowEdit` (on by default) switches editing off.
 */
export function CategoryTagEditor({
  category,
  allowEdit = true,
  labelledBy,
}: {
  category: TTagCategory;
  allowEdit?: boolean;
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const tags = useQuery(tagsQuery(category));
  const favorites = useFavorites('TAG');
  // Editing is in place: the row being edited shows the inline form instead of its buttons.
  const page = useMasterDataPage<TTag>();
  const editingId = page.dialog?.kind === 'edit' ? page.dialog.row.id : null;
  const deleting = page.deleting;

  return (
    <>
      <MasterDataList
        labelledBy={labelledBy}
        query={tags}
        rowKey={(tag) => tag.id}
        searchText={(tag) => tag.name}
        // The way on is the add form right below.
        emptyState={{ text: t('tagAdmin.empty') }}
        rowActions={
          allowEdit
            ? page.rowActions((tag) => tag.name, {
                hidden: (tag) => tag.id === editingId,
                ariaKeys: { edit: 'tagAdmin.editAria', delete: 'tagAdmin.deleteAria' },
              })
            : undefined
        }
        columns={[
          {
            header: t('tagAdmin.name'),
            isRowHeader: true,
            cell: (tag) =>
              editingId === tag.id ? <InlineEdit tag={tag} onDone={page.close} /> : <TagChip tag={tag} />,
          },
          {
            header: t('tagAdmin.favorite'),
            cell: (tag) => (
              <FavoriteStar
                name={tag.name}
                favorite={favorites.ids.has(tag.id)}
                onToggle={(favorite) => favorites.toggle.mutate({ id: tag.id, favorite })}
              />
            ),
          },
        ]}
      />
      {allowEdit && <AddTag category={category} />}
      {deleting && (
        <MasterDataDeleteDialog
          name={deleting.name}
          remove={() => deleteTag(deleting)}
          refresh={refreshTags}
          onClose={page.close}
        />
      )}
    </>
  );
}

function InlineEdit({ tag, onDone }: { tag: TTag; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState(tag.name);
  const [color, setColor] = useState(tag.color);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => updateTag(tag.id, { name, color, version: tag.version }),
    onSuccess: async () => {
      await refreshTags(queryClient);
      onDone();
    },
    onError: (error) => setProblem(errorMessage(error, t)),
  });
  return (
    <form
      className={styles.inline}
      onSubmit={(event) => {
        event.preventDefault();
        const found = nameProblem(name);
        if (found) setProblem(t(found));
        else save.mutate();
      }}
      noValidate
    >
      <input
        className={styles.nameInput}
        aria-label={t('tagAdmin.nameAria', { name: tag.name })}
        value={name}
        maxLength={tagNameMaxLength}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => setName(event.target.value)}
      />
      <input
        type="color"
        className={styles.colorInput}
        aria-label={t('tagAdmin.colorAria', { name: tag.name })}
        value={color}
        onChange={(event) => setColor(event.target.value)}
      />
      <Button type="submit" size="small" busy={save.isPending}>
        {t('tagAdmin.save')}
      </Button>
      <Button variant="ghost" size="small" onClick={onDone}>
        {t('tagAdmin.cancel')}
      </Button>
      {problem && (
        <span role="alert" className={styles.error}>
          {problem}
        </span>
      )}
    </form>
  );
}

function AddTag({ category }: { category: TTagCategory }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [color, setColor] = useState('#1e88e5');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: () => createTag({ name, color, category }),
    onSuccess: async (tag) => {
      toast.success(t('tagAdmin.added', { name: tag.name }));
      setName('');
      await refreshTags(queryClient);
    },
    onError: (error) => setProblem(errorMessage(error, t)),
  });
  return (
    <form
      className={styles.addRow}
      onSubmit={(event) => {
        event.preventDefault();
        const found = nameProblem(name);
        setProblem(found && t(found));
        if (!found) add.mutate();
      }}
      noValidate
    >
      <TextField
        label={t('tagAdmin.newName')}
        value={name}
        maxLength={tagNameMaxLength}
        error={problem ?? undefined}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label={t('tagAdmin.newColor')}
        type="color"
        className={styles.colorInput}
        value={color}
        onChange={(event) => setColor(event.target.value)}
      />
      <Button type="submit" busy={add.isPending}>
        {t('tagAdmin.add')}
      </Button>
    </form>
  );
}
