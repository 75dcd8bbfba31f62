/** Background hues a letter avatar picks from (the stylesheet's `--tc-avatar-*` tokens). */
export const AVATAR_HUES = 8;

/** A source's stand-in for a favicon: one letter and a hue, both from its hostname. */
export interface LetterAvatar {
  letter: string;
  /** 0 to `AVATAR_HUES - 1`, the same for the same hostname on every machine. */
  hue: number;
}

/**
 * The avatar of a source, computed from its hostname alone: a favicon would be a request per
 * source (rendering does no I/O) and a picture the site chooses. The letter is the first of the
 * hostname without `www.`, uppercased (ASCII only: a hostname shown is punycode); `?` without one.
 */
export function letterAvatar(hostname: string | undefined): LetterAvatar {
  if (hostname === undefined || hostname === '') return { letter: '?', hue: 0 };
  const name = hostname.replace(/^www\./i, '');
  const first = /[a-z0-9]/i.exec(name)?.[0];
  let hash = 0;
  // A small string hash (FNV-1a): stable, no randomness, enough to spread hues.
  for (let index = 0; index < name.length; index++) hash = Math.imul(hash ^ name.charCodeAt(index), 16777619) >>> 0;
  return { letter: first === undefined ? '?' : first.toUpperCase(), hue: hash % AVATAR_HUES };
}
