import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import {
  IMAGE_ACCEPT,
  MAX_IMAGES,
  isAcceptedImageType,
  validateImageCount,
} from '@marketplace/domain';
import { Button } from '../../primitives/Button';
import { joinIds } from '../../primitives/FormField';
import { FilePreview, PreviewFrame } from './ImagePreview';
import * as css from './ImageUploader.css';
import { uiTexts } from '../../texts';

/** An image the ad already has (edit screens), deletable one by one (spec §2). */
export interface ExistingImage {
  id: number | string;
  url: string;
  alt: string;
}

export interface ImageUploaderProps {
  /** New images picked so far (controlled). */
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  existing?: readonly ExistingImage[];
  onRemoveExisting?: (id: ExistingImage['id']) => void;
  disabled?: boolean;
  /** An error from outside, e.g. 'Greška pri brisanju slike'; the count error takes precedence. */
  error?: ReactNode;
  label?: string;
  hint?: string;
  addLabel?: string;
  newLabel?: string;
  /** The remove button's name for the image at 1-based `position` among all shown images. */
  removeLabel?: (position: number) => string;
  countLabel?: (count: number, max: number) => string;
  className?: string;
}

// Picked File objects have no id; a stable key keeps each preview (and its object URL) in place.
const fileKeys = new WeakMap<File, number>();
let nextFileKey = 0;
function keyOf(file: File): number {
  let key = fileKeys.get(file);
  if (key === undefined) {
    key = nextFileKey++;
    fileKeys.set(file, key);
  }
  return key;
}

/**
 * spec §2, §5, §9: up to 10 images per ad, existing and new counted together, previews and
 * per-image removal. A selection that would pass the limit is rejected whole and the error shown;
 * none of its files are added (the user picks again, fewer).
 */
export function ImageUploader({
  files,
  onFilesChange,
  existing = [],
  onRemoveExisting,
  disabled = false,
  error,
  label = uiTexts.imageUploader.label,
  hint = uiTexts.imageUploader.hint,
  addLabel = uiTexts.imageUploader.add,
  newLabel = uiTexts.imageUploader.new,
  removeLabel = uiTexts.imageUploader.remove,
  countLabel = uiTexts.imageUploader.count,
  className,
}: ImageUploaderProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [countError, setCountError] = useState<string | null>(null);
  const total = existing.length + files.length;
  const shownError = countError ?? error;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    // spec §5: only images are accepted (image/*); the picker's filter can be bypassed.
    const picked = Array.from(event.target.files ?? []).filter((file) =>
      isAcceptedImageType(file.type),
    );
    event.target.value = ''; // so picking the same file again fires a change
    if (picked.length === 0) return;
    const check = validateImageCount(total, picked.length);
    if (!check.ok) {
      setCountError(check.error);
      return;
    }
    setCountError(null);
    onFilesChange([...files, ...picked]);
  };

  const removeFile = (index: number) => {
    setCountError(null);
    onFilesChange(files.filter((_, i) => i !== index));
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`} className={clsx(css.uploader, className)}>
      <span id={`${id}-label`} className={css.label}>
        {label}
      </span>
      {total > 0 ? (
        <ul className={css.previews}>
          {existing.map((image, index) => (
            <PreviewFrame
              key={`existing-${image.id}`}
              src={image.url}
              alt={image.alt}
              removeLabel={removeLabel(index + 1)}
              onRemove={() => {
                setCountError(null);
                onRemoveExisting?.(image.id);
              }}
              disabled={disabled || !onRemoveExisting}
            />
          ))}
          {files.map((file, index) => (
            <FilePreview
              key={`new-${keyOf(file)}`}
              file={file}
              removeLabel={removeLabel(existing.length + index + 1)}
              onRemove={() => removeFile(index)}
              disabled={disabled}
              marker={existing.length > 0 ? newLabel : undefined}
            />
          ))}
        </ul>
      ) : null}
      <div className={css.actions}>
        <Button
          variant="outline"
          onClick={() => inputRef.current?.click()}
          disabled={disabled}
          aria-describedby={joinIds(shownError ? `${id}-error` : undefined, `${id}-hint`)}
        >
          {addLabel}
        </Button>
        <span className={css.note}>{countLabel(total, MAX_IMAGES)}</span>
      </div>
      <input
        ref={inputRef}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        disabled={disabled}
        onChange={pick}
        aria-label={addLabel}
        // The visible button is the control; this one only opens the system picker.
        aria-hidden="true"
        tabIndex={-1}
        className={css.fileInput}
      />
      <p id={`${id}-hint`} className={css.note}>
        {hint}
      </p>
      {shownError ? (
        <p id={`${id}-error`} role="alert" className={css.error}>
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
