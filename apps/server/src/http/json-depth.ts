/** Deeper JSON than this is refused before any parser or adapter walks it recursively. */
export const MAX_JSON_DEPTH = 64;

/**
 * True when `text` nests arrays/objects deeper than `max`. One pass over the characters,
 * skipping strings, so a 1 MB body costs about a millisecond and no recursion.
 */
export function jsonDepthExceeds(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i += 1;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth -= 1;
  }
  return false;
}
