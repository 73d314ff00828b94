// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '#test/render-with-app';
import { FileUpload, type FileUploadInputProps } from './file-upload';
import { formatBytes } from './format-bytes';

afterEach(() => cleanup());

describe('formatBytes', () => {
  it('names sizes in B, KB and MB in the language', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(1536, { language: 'en' })).toBe('1.5 KB');
    expect(formatBytes(350 * 1024)).toBe('350 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(12.34 * 1024 * 1024)).toBe('12 MB');
  });

  it('counts in thousands when asked', () => {
    expect(formatBytes(1500, { base: 1000 })).toBe('1,5 KB');
    expect(formatBytes(2_000_000, { base: 1000 })).toBe('2 MB');
  });

  it('does not write 1024 KB', () => {
    expect(formatBytes(1024 * 1024 - 10)).toBe('1 MB');
  });
});

function fileOf(name: string, bytes: number): File {
  return new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
}

function Form({
  changes,
  ...props
}: Partial<FileUploadInputProps> & { changes: (file: File | null) => void }) {
  const [file, setFile] = useState<File | null | undefined>(null);
  return (
    <FileUpload
      label="Anhang"
      {...props}
      value={file}
      onChange={(next) => {
        changes(next ?? null);
        setFile(next);
      }}
    />
  );
}

function renderUpload(props: Partial<FileUploadInputProps> = {}) {
  const changes = vi.fn<(file: File | null) => void>();
  renderWithApp(<Form changes={changes} {...props} />);
  const input = screen.getByLabelText<HTMLInputElement>(/^Anhang/);
  return { changes, input };
}

describe('FileUpload', () => {
  it('shows its limit in units and takes a file within it', () => {
    const { changes, input } = renderUpload({ maxBytes: 2 * 1024 * 1024 });
    expect(screen.getByText('oder hierher ziehen. Höchstens 2 MB.')).toBeTruthy();
    const file = fileOf('plan.pdf', 1536);
    fireEvent.change(input, { target: { files: [file] } });
    expect(changes).toHaveBeenLastCalledWith(file);
    expect(screen.getByText('plan.pdf (1,5 KB)')).toBeTruthy();
  });

  it('refuses a file over the limit with both sizes in words', () => {
    const { changes, input } = renderUpload({ maxBytes: 1024 * 1024 });
    fireEvent.change(input, { target: { files: [fileOf('scan.pdf', 2.5 * 1024 * 1024)] } });
    expect(changes).not.toHaveBeenCalled();
    const message = screen.getByText('Die Datei „scan.pdf“ ist 2,5 MB groß; erlaubt sind höchstens 1 MB.');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('takes a dropped file and removes the chosen one', () => {
    const { changes } = renderUpload();
    const file = fileOf('liste.pdf', 10);
    fireEvent.drop(screen.getByText('oder hierher ziehen.').parentElement as HTMLElement, {
      dataTransfer: { files: [file] },
    });
    expect(changes).toHaveBeenLastCalledWith(file);
    fireEvent.click(screen.getByRole('button', { name: 'Datei entfernen' }));
    expect(changes).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText(/liste\.pdf/)).toBeNull();
  });
});
