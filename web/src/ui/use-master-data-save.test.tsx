// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useForm } from 'react-hook-form';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '#test/render-with-app';
import { ApiError } from '#lib/api-error';
import { FormDialog } from './form-dialog';
import { TextField } from './text-field';
import { useMasterDataSave } from './use-master-data-save';

afterEach(() => cleanup());

interface Values {
  name: string;
}

function NameDialog({
  save,
  refresh,
  onClose,
}: {
  save: (values: Values) => Promise<Values>;
  refresh: () => Promise<void>;
  onClose: () => void;
}) {
  const form = useForm<Values>({ defaultValues: { name: 'Küche' } });
  const { dialog } = useMasterDataSave({
    form,
    fields: ['name'],
    save,
    isNew: false,
    nameOf: (saved) => saved.name,
    refresh,
    onClose,
  });
  return (
    <FormDialog title="Bereich bearbeiten" {...dialog}>
      <TextField label="Name" {...form.register('name')} />
    </FormDialog>
  );
}

describe('useMasterDataSave in a FormDialog', () => {
  it('saves, says so, reloads the lists and closes', async () => {
    const refresh = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    renderWithApp(
      <NameDialog save={(values) => Promise.resolve(values)} refresh={refresh} onClose={onClose} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('„Küche“ gespeichert.')).toBeTruthy();
    expect(refresh).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('on a conflict reloads the lists and says that someone else changed the entry, staying open', async () => {
    const refresh = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    const conflict = new ApiError({ status: 409, code: 'CONFLICT', message: 'stale' });
    renderWithApp(<NameDialog save={() => Promise.reject(conflict)} refresh={refresh} onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(/Jemand anderes hat diesen Eintrag inzwischen geändert/)).toBeTruthy();
    expect(refresh).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Bereich bearbeiten' })).toBeTruthy();
  });
});
