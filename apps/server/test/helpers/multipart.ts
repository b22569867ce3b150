import { randomBytes } from 'node:crypto';

/** A file part: its bytes, the name the client claims, and the content type it claims. */
export interface FilePart {
  data: Buffer;
  filename?: string;
  contentType?: string;
}

/** A text or file part; an array repeats the field (images, utilities). */
export type FieldValue = string | number | FilePart | readonly (string | FilePart)[] | undefined;

export interface MultipartBody {
  payload: Buffer;
  headers: { 'content-type': string };
}

const isFile = (value: unknown): value is FilePart =>
  typeof value === 'object' && value !== null && Buffer.isBuffer((value as FilePart).data);

/**
 * Builds a multipart/form-data body by hand, so tests control every byte the server sees (a lying
 * file name or content type, a repeated field). Arrays become repeated parts with the same name;
 * undefined values are left out. Use with inject: `{ payload, headers: { ...auth, ...headers } }`.
 */
export function multipart(fields: Record<string, FieldValue>): MultipartBody {
  const boundary = `----marketplace-test-${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  const push = (text: string) => chunks.push(Buffer.from(text, 'utf8'));

  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const parts = Array.isArray(value) ? value : [value];
    for (const part of parts) {
      push(`--${boundary}\r\n`);
      if (isFile(part)) {
        const filename = part.filename ?? 'image.jpg';
        push(`Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\n`);
        push(`Content-Type: ${part.contentType ?? 'image/jpeg'}\r\n\r\n`);
        chunks.push(part.data);
        push('\r\n');
      } else {
        push(`Content-Disposition: form-data; name="${name}"\r\n\r\n`);
        push(`${String(part)}\r\n`);
      }
    }
  }
  push(`--${boundary}--\r\n`);
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
