import { useState } from 'react';
import { ImageUploader, type ExistingImage, type ImageUploaderProps } from './ImageUploader';

// Story harness only (not exported from the package): holds files and existing images like a form.
export function ControlledImageUploader(props: ImageUploaderProps) {
  const [files, setFiles] = useState<File[]>([...props.files]);
  const [existing, setExisting] = useState<readonly ExistingImage[]>(props.existing ?? []);
  return (
    <ImageUploader
      {...props}
      files={files}
      onFilesChange={(next) => {
        setFiles(next);
        props.onFilesChange(next);
      }}
      existing={existing}
      onRemoveExisting={(id) => {
        setExisting((images) => images.filter((image) => image.id !== id));
        props.onRemoveExisting?.(id);
      }}
    />
  );
}
