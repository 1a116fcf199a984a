/** Phrases that tell how a message in a chat with a trip means to change it (understand.ts). */

/**
 * Words that make a length in a chat with a trip the trip's new, shorter length. Without them,
 * "put 2 nights somewhere in the middle with easy hiking" is part of the trip, not all of it (it
 * cut a 21-day trip to 3 days).
 */
export const SHORTER =
  /\b(?:make it|cut|shorten|shorter|reduce|trim|only|just|total|in all|altogether|instead|change it to|now)\b/;
/** A traveller correcting the place they named ("oh sorry", "my bad", "X, not Y"). */
export const CORRECTION =
  /\bmy bad\b|\bi meant\b|^\s*(?:oh |so )?sorry\b|\boops\b|\bwait,? (?:no|actually|my)\b|, not (?:in )?[\p{L}]+(?: [\p{L}]+)?(?= haha| lol|\s*$|\s*[,.;!?])/u;
/** The place a correction says is not meant ("Scotland, not Australia"). */
export const NOT_MEANT = /\bnot (?:in )?[\p{L}]+(?: [\p{L}]+)?(?= haha| lol|\s*$|\s*[,.;!?])/u;
/** "Make it Porto instead", "switch to Lyon", "replace Rome with Naples". */
export const INSTEAD =
  /\binstead\b|\bmake it (?!\d)|\bswitch (?:it )?to\b|\bchange (?:it|the (?:trip|destination|city)) to\b|\breplace \S.* (?:with|by) \S|\bswap (?!days?\b)\S.* for \S/;
