// Which image URLs a card set may use. Imports nothing, so that the card-face schema can use it.

/** Data URLs carry the whole picture, so they may be long; other URLs may not. */
const MAX_DATA_URL_LENGTH = 5_000_000;
const MAX_URL_LENGTH = 2048;
/** Raster types only: an SVG may carry scripts. */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|webp|gif|avif)(?:;[a-z0-9=.+-]+)*,/i;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

export type ImageUrlCheck = { ok: true; url: string } | { ok: false; reason: { ja: string; en: string } };

/**
 * Accepts http(s) URLs, raster data:image URLs and relative paths; refuses every other scheme
 * (javascript:, file:, blob:, …). Tabs and line breaks are removed first, as browsers do, so that
 * "java\tscript:" cannot slip through.
 */
export function checkImageUrl(raw: string): ImageUrlCheck {
  const url = raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (url === '') return { ok: false, reason: { ja: '画像の URL が空です', en: 'the image URL is empty' } };
  if (/[\u0000-\u001f\u007f]/.test(url)) return { ok: false, reason: { ja: 'URL に制御文字があります', en: 'the URL contains control characters' } };
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  if (scheme === 'data') {
    if (!DATA_IMAGE.test(url)) return { ok: false, reason: { ja: 'data: URL は PNG・JPEG・WebP・GIF・AVIF の画像だけ使えます', en: 'data: URLs must be PNG, JPEG, WebP, GIF or AVIF images' } };
    if (url.length > MAX_DATA_URL_LENGTH) return { ok: false, reason: { ja: '画像データが大きすぎます', en: 'the image data is too large' } };
    return { ok: true, url };
  }
  if (url.length > MAX_URL_LENGTH) return { ok: false, reason: { ja: `URL は${MAX_URL_LENGTH}文字以内にしてください`, en: `the URL must be at most ${MAX_URL_LENGTH} characters` } };
  if (scheme === 'http' || scheme === 'https') {
    if (!URL.canParse(url) || new URL(url).hostname === '') return { ok: false, reason: { ja: 'URL の形式が正しくありません', en: 'the URL is malformed' } };
    return { ok: true, url };
  }
  if (scheme !== undefined) {
    return { ok: false, reason: { ja: `「${scheme}:」の URL は使えません（http・https・data:image か相対パスにしてください）`, en: `"${scheme}:" URLs are not allowed (use http, https, data:image or a relative path)` } };
  }
  // Relative path. "//host" and "\\host" would leave the site: spell such URLs out with https:.
  if (/^[/\\]{2}/.test(url) || url.includes('\\')) return { ok: false, reason: { ja: '相対パスには / を使い、別のサーバーの画像は https:// から書いてください', en: 'relative paths use /; write images on another server as https://…' } };
  if (!URL.canParse(url, 'https://fudaba.invalid/')) return { ok: false, reason: { ja: 'パスの形式が正しくありません', en: 'the path is malformed' } };
  return { ok: true, url };
}

export function isSafeImageUrl(raw: string): boolean {
  return checkImageUrl(raw).ok;
}
