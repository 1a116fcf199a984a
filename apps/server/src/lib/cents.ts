/** Prices are stored in cents; the API speaks dollars (spec 000 §3 shows "$price"). */
export const centsToDollars = (cents: number): number => cents / 100;

/** "$12.34": how invoices and mails print an amount. */
export const formatUsd = (cents: number): string => `$${(cents / 100).toFixed(2)}`;
