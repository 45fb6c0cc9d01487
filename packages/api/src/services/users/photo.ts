import { PHOTO_MAX_BYTES } from '@clinic/domain';

import { AppError } from '../../errors';

/** Avatars are stored at this size, whatever was uploaded. */
export const AVATAR_SIZE = 256;
/** Larger images are refused before decoding (a small file can declare a huge image). */
const MAX_INPUT_PIXELS = 25_000_000;

const SIGNATURES: { type: string; matches: (b: Buffer) => boolean }[] = [
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  {
    type: 'image/webp',
    matches: (b) => b.subarray(0, 4).toString('ascii') === 'RIFF' && b.subarray(8, 12).toString('ascii') === 'WEBP',
  },
];

export interface Avatar {
  contentType: 'image/webp';
  data: Buffer;
}

/**
 * Turns an uploaded photo (a data URL of a JPEG, PNG or WebP image whose bytes match its declared
 * type) into a 256×256 WebP avatar: re-encoded on the server, so oversized images, hidden
 * payloads and metadata such as GPS positions never reach storage or other browsers.
 */
export async function normalizeAvatar(dataUrl: string): Promise<Avatar> {
  const match = /^data:(image\/(?:jpeg|png|webp));base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!match) throw new AppError('INVALID_PHOTO');
  const [, declared, base64] = match as unknown as [string, string, string];
  const input = Buffer.from(base64, 'base64');
  if (input.length === 0 || input.length > PHOTO_MAX_BYTES) throw new AppError('INVALID_PHOTO');
  if (SIGNATURES.find((s) => s.matches(input))?.type !== declared) throw new AppError('INVALID_PHOTO');
  // Loaded on the first photo, not at start-up: sharp and its native image library cost ~0.1 s.
  const { default: sharp } = await import('sharp');
  try {
    const data = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
    return { contentType: 'image/webp', data };
  } catch (error) {
    throw new AppError('INVALID_PHOTO', { cause: error });
  }
}

export function photoUrl(userId: number, updatedAt: Date): string {
  return `/api/users/${userId}/photo?v=${updatedAt.getTime()}`;
}
