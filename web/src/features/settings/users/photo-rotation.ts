import type { TPhotoContentType } from '@app/shared/users/user-photo';

/** Quarter turns clockwise: the image editor's rotate left (-1) and right (+1). */
export type QuarterTurns = 0 | 1 | 2 | 3;

export function turned(turns: QuarterTurns, direction: -1 | 1): QuarterTurns {
  return ((turns + direction + 4) % 4) as QuarterTurns;
}

/**
 * The canvas of the result: the image scaled down so that its longer side is at most `maxSide` (a phone's photo
 * would not fit 2 MB otherwise), with width and height swapped for a quarter or three-quarter turn.
 */
export function rotatedSize(
  width: number,
  height: number,
  turns: QuarterTurns,
  maxSide = 1024,
): { width: number; height: number; scale: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  return turns % 2 === 1 ? { width: h, height: w, scale } : { width: w, height: h, scale };
}

/** What the rotated image is stored as: PNG stays PNG (transparency), everything else becomes JPEG. */
export function outputTypeOf(inputType: string): Extract<TPhotoContentType, 'image/png' | 'image/jpeg'> {
  return inputType === 'image/png' ? 'image/png' : 'image/jpeg';
}

/** Draws `image` turned by `turns` quarter turns onto `canvas`, sized by `rotatedSize`. */
export function drawRotated(canvas: HTMLCanvasElement, image: HTMLImageElement, turns: QuarterTurns): void {
  const size = rotatedSize(image.naturalWidth, image.naturalHeight, turns);
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return;
  const w = image.naturalWidth * size.scale;
  const h = image.naturalHeight * size.scale;
  context.save();
  context.translate(size.width / 2, size.height / 2);
  context.rotate((turns * Math.PI) / 2);
  context.drawImage(image, -w / 2, -h / 2, w, h);
  context.restore();
}
