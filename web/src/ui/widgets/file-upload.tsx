import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../ui.module.css';
import { bindable, cx, type ValueProps } from './bindable';
import { formatBytes, type ByteBase } from './format-bytes';
import { useWidgetLocale } from './locale';
import styles from './file-upload.module.css';

export interface FileUploadInputProps extends ValueProps<File | null | undefined> {
  label: string;
  description?: string | undefined;
  /** The largest file accepted, in bytes; shown under the field in units ("at most 5 MB"). */
  maxBytes?: number;
  /** Units of 1000 or 1024 bytes (the spec allows both); 1024 by default. */
  base?: ByteBase;
  /** File types the chooser offers, as for `<input accept>` (".xlsx,.csv", "image/*"). */
  accept?: string;
  disabled?: boolean;
  className?: string | undefined;
}

/**
 * One file, chosen with the system's file dialog or dropped on the field. A file over `maxBytes` is refused
 * with its size and the limit in words, and the value stays as it was. The chosen file shows with its size and
 * a button to remove it.
 */
function FileUploadInput({
  value,
  onChange,
  onBlur,
  error,
  focusRef,
  label,
  description,
  maxBytes,
  base = 1024,
  accept,
  disabled,
  className,
}: FileUploadInputProps) {
  const { t } = useTranslation();
  const { language } = useWidgetLocale();
  const id = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const size = (bytes: number) => formatBytes(bytes, { base, language });

  function take(file: File | undefined) {
    if (!file) return;
    if (maxBytes !== undefined && file.size > maxBytes) {
      setRefused(t('widgets.file.tooLarge', { name: file.name, size: size(file.size), max: size(maxBytes) }));
      return;
    }
    setRefused(null);
    onChange(file);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files[0]);
  }

  const message = refused ?? error;
  const limit = maxBytes !== undefined ? t('widgets.file.limit', { max: size(maxBytes) }) : undefined;
  const describedBy = cx(`${id}-hint`, description && `${id}-description`, message && `${id}-error`);
  return (
    <div className={cx(ui.field, className)}>
      <span id={`${id}-label`} className={ui.label}>
        {label}
      </span>
      {description && (
        <span id={`${id}-description`} className={ui.description}>
          {description}
        </span>
      )}
      <div
        className={cx(styles.zone, dragging && styles.dragging, message && styles.invalid)}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          ref={(element) => {
            inputRef.current = element;
            focusRef?.(element);
          }}
          id={id}
          type="file"
          className={cx('sr-only', styles.input)}
          accept={accept}
          disabled={disabled}
          aria-labelledby={`${id}-label ${id}-choose`}
          aria-describedby={describedBy}
          aria-invalid={message ? true : undefined}
          onChange={(event) => {
            take(event.target.files?.[0]);
            // The same file chosen again must count as a change.
            event.target.value = '';
          }}
          onBlur={onBlur}
        />
        <label
          id={`${id}-choose`}
          htmlFor={id}
          className={cx(ui.button, ui.secondary, ui.small, styles.choose)}
        >
          {value ? t('widgets.file.replace') : t('widgets.file.choose')}
        </label>
        <span id={`${id}-hint`} className={styles.hint}>
          {value ? (
            <span className={styles.chosen}>
              {t('widgets.file.chosen', { name: value.name, size: size(value.size) })}
            </span>
          ) : (
            [t('widgets.file.dropHint'), limit].filter(Boolean).join(' ')
          )}
        </span>
        {value && (
          <button
            type="button"
            className={cx(ui.button, ui.ghost, ui.small)}
            disabled={disabled}
            onClick={() => {
              setRefused(null);
              onChange(null);
              inputRef.current?.focus();
            }}
          >
            {t('widgets.file.remove')}
          </button>
        )}
      </div>
      {message && (
        <span id={`${id}-error`} className={ui.fieldError} role="alert">
          {message}
        </span>
      )}
    </div>
  );
}

/** A file to upload with a size limit in units; see `FileUploadInput`. Bound with `control` and `name`. */
export const FileUpload = bindable<File | null | undefined, FileUploadInputProps>(
  FileUploadInput,
  'FileUpload',
);
