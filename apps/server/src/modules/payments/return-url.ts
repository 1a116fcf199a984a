/** Where a provider sends the payer back: the subscription page, which shows the checkout. */
export function checkoutReturnUrl(publicUrl: string, checkoutId: string, cancelled = false) {
  const query = `checkout=${encodeURIComponent(checkoutId)}${cancelled ? '&cancelled=1' : ''}`;
  return `${publicUrl}/subscription?${query}`;
}
