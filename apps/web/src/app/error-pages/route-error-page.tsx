import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError } from '../chunk-reload';
import { AppShell } from '../layout/app-shell';
import { useDocumentMeta } from '../layout/use-document-meta';
import { reloadAfterChunkError } from '../reload-after-chunk-error';
import { notFoundMeta, serverErrorMeta } from '../route-meta';
import { NotFoundPage } from './not-found-page';
import { ServerErrorPage } from './server-error-page';

/**
 * 404 and 410 from a loader (the router's error response) or thrown while rendering: a page whose
 * API call answered 404 throws a plain `Response`, which the router does not convert.
 */
function isNotFoundStatus(error: unknown): boolean {
  const status =
    isRouteErrorResponse(error) || error instanceof Response ? error.status : undefined;
  return status === 404 || status === 410;
}

const reloadDecisions = new WeakMap<object, boolean>();

/**
 * Remembers the reload decision for an error object, so that React rendering the component twice
 * (strict mode) cannot count one failure as two reload attempts.
 */
function reloadOnceFor(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return reloadAfterChunkError();
  const known = reloadDecisions.get(error);
  if (known !== undefined) return known;
  const decision = reloadAfterChunkError();
  reloadDecisions.set(error, decision);
  return decision;
}

/**
 * The router's error element: 404 and 410 show the not-found page, anything else the generic
 * server-error page (spec 000 §2), both without the sidebar. A page whose code failed to load
 * (an outdated deployment) first gets one reload.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  // Decided once per error: the page either reloads now or shows the error page.
  const [reloading] = useState(() => isChunkLoadError(error) && reloadOnceFor(error));
  const notFound = isNotFoundStatus(error);

  useEffect(() => {
    if (!reloading && !notFound) console.error(error);
  }, [reloading, notFound, error]);

  useDocumentMeta(notFound ? notFoundMeta : serverErrorMeta);

  if (reloading) return null;
  return (
    <AppShell hideSidebar showPlanTogether={false}>
      {notFound ? <NotFoundPage /> : <ServerErrorPage />}
    </AppShell>
  );
}
