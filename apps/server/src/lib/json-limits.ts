/**
 * The one limit on JSON a client sends us: HTTP bodies (the app's JSON parser, `/mcp` included)
 * and every socket frame. Parsing itself never overflows (V8's JSON.parse is iterative), but
 * everything that walks the value afterwards recurses — the input gate's control-character scan,
 * zod, JSON.stringify in logs and answers, structuredClone — and a few thousand levels overflow
 * the stack: a 500 inside a request, a dead process outside one (a socket listener). No form,
 * trip or JSON-RPC call of ours comes near this depth, so deeper input is refused unread.
 */
export const JSON_MAX_DEPTH = 64;

/** Largest JSON body or socket frame; a voice chunk (640 KiB as base64, ~853 KB) fits. */
export const JSON_MAX_BYTES = 1024 * 1024;

export const tooDeepMessage = `The JSON is nested too deeply (at most ${JSON_MAX_DEPTH} levels).`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether JSON text opens more than `max` objects or arrays inside one another, in one linear
 * pass before parsing: brackets inside strings are text, `\"` does not end a string. Malformed
 * text is left to the parser to reject; this only has to be right for text that parses. Works on
 * UTF-8 bytes as well as on a string: every byte of a multi-byte character is 0x80 or above.
 */
export function exceedsJsonDepth(text: string | Buffer, max = JSON_MAX_DEPTH): boolean {
  const at: (i: number) => number =
    typeof text === 'string' ? (i) => text.charCodeAt(i) : (i) => text[i]!;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = at(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return false;
}
