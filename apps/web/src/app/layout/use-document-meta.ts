import { useEffect } from 'react';
import { documentTitle, type RouteMeta } from '../route-meta';

/** Sets the document title and meta description from the route metadata (spec 000 §2). */
export function useDocumentMeta(meta: RouteMeta): void {
  useEffect(() => {
    document.title = documentTitle(meta);
    let description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!description) {
      description = document.createElement('meta');
      description.name = 'description';
      document.head.append(description);
    }
    description.content = meta.description;
  }, [meta]);
}
