import { HttpResponse } from 'msw';
import type { MockDb } from '../db';
import { errorResponse, mockMessages, type Resolvers } from '../http';
import { placeholderImages, type PlaceholderImageName } from '../images/placeholders';

type ImageOperations =
  'getAdImage' | 'getAdThumbnail' | 'getBusinessImage' | 'getBusinessThumbnail';

const placeholderNames = Object.keys(placeholderImages) as PlaceholderImageName[];

function decodeBase64(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** An uploaded file, else the placeholder whose name the fixture file name contains. */
function imageResponse(db: MockDb, filename: string | readonly string[] | undefined) {
  const name = typeof filename === 'string' ? filename : '';
  const uploaded = db.files.get(name);
  const placeholder = placeholderNames.find((candidate) => name.includes(candidate));
  const file =
    uploaded ??
    (placeholder && {
      bytes: decodeBase64(placeholderImages[placeholder]),
      contentType: 'image/png',
    });
  if (!file) return errorResponse(404, mockMessages.imageNotFound);
  const buffer = file.bytes.slice().buffer;
  return HttpResponse.arrayBuffer(buffer, {
    headers: {
      'Content-Type': file.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

export function imageResolvers(db: MockDb): Pick<Resolvers, ImageOperations> {
  return {
    getAdImage: ({ params }) => imageResponse(db, params.file),
    getAdThumbnail: ({ params }) => imageResponse(db, params.file),
    getBusinessImage: ({ params }) => imageResponse(db, params.filename),
    getBusinessThumbnail: ({ params }) => imageResponse(db, params.filename),
  };
}
