/**
 * A phone or tablet, judged by the user agent. The guide default (spec 000 §4) is about the
 * device, not the window width, so this deliberately differs from the mobile layout breakpoint.
 */
export function isMobileDevice(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(userAgent);
}
