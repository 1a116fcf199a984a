import { InvoicePageSchema, paymentPaths, type InvoicePage, withQuery } from '@ai-map/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { useSessionStore } from '../../../shared/api/session-store';

export const invoicesQueryKey = ['payments', 'invoices'] as const;

/** `GET payments/invoices?page`: one page of the user's invoices, newest first. */
export function getInvoices(page: number, signal?: AbortSignal): Promise<InvoicePage> {
  return apiRequest(withQuery(paymentPaths.invoices, `page=${page}`), {
    schema: InvoicePageSchema,
    signal,
  });
}

/** The next page while the pages loaded so far hold fewer invoices than the server counts. */
export function nextInvoicePage(pages: readonly InvoicePage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
  const last = pages[pages.length - 1];
  // An empty page ends the list even if the count said more (rows deleted meanwhile).
  if (!last || last.results.length === 0 || loaded >= last.count) return undefined;
  return pages.length + 1;
}

export function getInvoicesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: invoicesQueryKey,
    queryFn: ({ pageParam, signal }) => getInvoices(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextInvoicePage(pages),
  });
}

/** The Payments tab's invoices, page by page ("Load More"); idle while nobody is signed in. */
export function useInvoices() {
  const token = useSessionStore((state) => state.token);
  return useInfiniteQuery({ ...getInvoicesQueryOptions(), enabled: token !== null });
}
