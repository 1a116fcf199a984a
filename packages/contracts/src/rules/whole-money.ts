const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in whole units of its currency, as every place that shows a trip's cost writes it
 * ("$1,234"): the Trip tab, the chat's replies and the exports show one figure one way.
 */
export function wholeMoney(amount: number, currency = 'USD'): string {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
    });
    formats.set(currency, format);
  }
  return format.format(amount);
}
