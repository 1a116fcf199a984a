/**
 * Places a traveller names to leave out: "3 weeks in japan, skip tokyo/kyoto", "we did Italy
 * last year", "pyramids that isn't Egypt", "anywhere except Paris". Read as destinations they
 * became the trip (trav-019 planned Tokyo and Kyoto for people who had asked to skip them);
 * they are the opposite, places the planner keeps the trip away from. "Besides" and "apart from"
 * are not among the words: "besides rome we want florence" adds Florence to Rome.
 */

/** Words right before a name that leave it out ("skip", "not", "we did", "been to"). */
const SKIP_BEFORE =
  /(?:^|[^a-z'])(?:skip(?:ping)?|avoid(?:ing)?|not|no|isn'?t|aren'?t|except|excluding|without|other than|but not|leave out|leaving out|done|did|seen|been to|already (?:did|done|seen|been to))\s+(?:(?:the|to|in)\s+)?$/;
/** Between two names of one list: "tokyo/kyoto", "rome, florence or venice". */
const LIST_GAP = /^\s*(?:\/|,|&|\bor\b|\band\b|\bnor\b|,\s*(?:or|and)\b)\s*(?:the\s+)?$/;

/**
 * Which of the names found in `text` (by their spans, in order) are left out: those right after
 * a leaving-out word, and the rest of a list that starts so ("skip tokyo/kyoto").
 */
export function skippedSpans(text: string, spans: readonly { start: number; end: number }[]) {
  const skipped: boolean[] = [];
  for (const [k, span] of spans.entries()) {
    const before = text.slice(Math.max(0, span.start - 30), span.start).toLowerCase();
    const previous = spans[k - 1];
    const inList =
      previous !== undefined &&
      skipped[k - 1] === true &&
      LIST_GAP.test(text.slice(previous.end, span.start).toLowerCase());
    skipped.push(inList || SKIP_BEFORE.test(before));
  }
  return skipped;
}
