// Story-only pictures: 1×1 PNGs in a few colours, so stories never depend on a network.
const PNG_BASE64 = [
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGOImucNAAKZAUSoErPwAAAAAElFTkSuQmCC',
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPoP/YCAAQlAj5U8W1aAAAAAElFTkSuQmCC',
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPY2e0HAAOTAZPVJe5kAAAAAElFTkSuQmCC',
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNYVL0VAAOVAdNk1AklAAAAAElFTkSuQmCC',
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGM4ucgfAAPyAbsxWFAUAAAAAElFTkSuQmCC',
] as const;

function base64At(index: number): string {
  return PNG_BASE64[index % PNG_BASE64.length] ?? PNG_BASE64[0];
}

/** A picked image file, as the browser's file picker would hand it over. */
export function pngFile(index: number, name = `parcela-${index + 1}.png`): File {
  const bytes = Uint8Array.from(atob(base64At(index)), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

export function pngFiles(count: number, offset = 0): File[] {
  return Array.from({ length: count }, (_, i) => pngFile(offset + i));
}

/** Images an ad already has (edit screens). */
export function existingImages(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    id: 100 + i,
    url: `data:image/png;base64,${base64At(i + 2)}`,
    alt: `Postojeća slika ${i + 1}`,
  }));
}
