import { useEffect, useState } from 'react';
import { IconButton } from '../../primitives/IconButton';
import * as css from './ImageUploader.css';

function CloseIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none">
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The object URL of a picked file for as long as it is shown; revoked when it goes. */
function useObjectUrl(file: File): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

interface PreviewFrameProps {
  src: string | undefined;
  alt: string;
  removeLabel: string;
  onRemove: () => void;
  disabled?: boolean;
  marker?: string;
}

/** One thumbnail with its remove button. */
export function PreviewFrame({
  src,
  alt,
  removeLabel,
  onRemove,
  disabled,
  marker,
}: PreviewFrameProps) {
  return (
    <li className={css.preview}>
      {src ? <img className={css.image} src={src} alt={alt} /> : null}
      {marker ? <span className={css.newMarker}>{marker}</span> : null}
      <IconButton
        label={removeLabel}
        variant="secondary"
        size="sm"
        round
        className={css.remove}
        onClick={onRemove}
        disabled={disabled}
      >
        <CloseIcon />
      </IconButton>
    </li>
  );
}

interface FilePreviewProps extends Omit<PreviewFrameProps, 'src' | 'alt'> {
  file: File;
}

/** A new, not yet uploaded image, previewed from the browser's memory. */
export function FilePreview({ file, ...props }: FilePreviewProps) {
  return <PreviewFrame src={useObjectUrl(file)} alt={file.name} {...props} />;
}
