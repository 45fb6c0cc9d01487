import { PHOTO_MAX_BYTES } from '@clinic/domain';

import { AppError } from '../../errors';

const SIGNATURES: { type: string; matches: (b: Buffer) => boolean }[] = [
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  {
    type: 'image/webp',
    matches: (b) => b.subarray(0, 4).toString('ascii') === 'RIFF' && b.subarray(8, 12).toString('ascii') === 'WEBP',
  },
];

/**
 * Reads an uploaded avatar (a data URL). The declared type must match the file's own bytes, so
 * nothing but a real JPEG, PNG or WebP image is ever stored or served.
 */
export function parsePhotoDataUrl(dataUrl: string): { contentType: string; data: Buffer } {
  const match = /^data:(image\/(?:jpeg|png|webp));base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!match) throw new AppError('INVALID_PHOTO');
  const [, declared, base64] = match as unknown as [string, string, string];
  const data = Buffer.from(base64, 'base64');
  if (data.length === 0 || data.length > PHOTO_MAX_BYTES) throw new AppError('INVALID_PHOTO');
  const actual = SIGNATURES.find((s) => s.matches(data))?.type;
  if (actual !== declared) throw new AppError('INVALID_PHOTO');
  return { contentType: actual, data };
}

export function photoUrl(userId: number, updatedAt: Date): string {
  return `/api/users/${userId}/photo?v=${updatedAt.getTime()}`;
}
