import { createBrowserRouter } from 'react-router';
import { NotFoundPage } from './error-pages/not-found-page';
import { RouteErrorPage } from './error-pages/route-error-page';
import { RootLayout } from './layout/root-layout';
import { appRoutes } from './route-table';

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // Shown only while the first page's code loads.
    HydrateFallback: () => null,
    children: appRoutes.map(({ path, meta, lazy, loader }) =>
      lazy ? { path, handle: meta, lazy, loader } : { path, handle: meta, Component: NotFoundPage },
    ),
  },
]);
