import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { TestContext } from './app';
import { multipart, type FieldValue, type FilePart } from './multipart';
import type { TestUser } from './users';

/** A valid land ad form as the create page sends it: every field as text. */
export function landAdFields(
  overrides: Record<string, FieldValue> = {},
): Record<string, FieldValue> {
  return {
    title: 'Poljoprivredno zemljište kod Novog Sada',
    description: 'Ravna parcela uz asfaltni put.',
    price: '45000',
    area: '12500',
    country_id: '1',
    city_id: '102',
    land_type: 'agricultural',
    ...overrides,
  };
}

type Method = 'POST' | 'PUT';

/** Sends a land ad form (POST /api/ads or PUT /api/ads/{id}) as multipart through inject. */
export function sendLandAd(
  ctx: TestContext,
  user: TestUser | null,
  options: {
    method?: Method;
    id?: number;
    fields?: Record<string, FieldValue>;
    images?: FilePart[];
  } = {},
): Promise<LightMyRequestResponse> {
  const method = options.method ?? 'POST';
  const url = method === 'POST' ? '/api/ads' : `/api/ads/${options.id}`;
  const fields = options.fields ?? landAdFields();
  const body = multipart(options.images ? { ...fields, images: options.images } : fields);
  return ctx.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(user?.headers ?? {}) },
  });
}

/** Creates an ad through the API and returns its JSON, failing loudly if the server refuses. */
export async function createLandAd(
  ctx: TestContext,
  user: TestUser,
  options: { fields?: Record<string, FieldValue>; images?: FilePart[] } = {},
): Promise<{ id: number; images: { id: number; filename: string; thumbnail_filename: string }[] }> {
  const response = await sendLandAd(ctx, user, options);
  if (response.statusCode !== 201) {
    throw new Error(`create ad failed: ${response.statusCode} ${response.body}`);
  }
  return response.json();
}

/** Every stored file (full size and thumbnails) under DATA_DIR/uploads, as relative paths. */
export function storedFiles(ctx: TestContext): string[] {
  const root = path.join(ctx.dataDir, 'uploads');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}
