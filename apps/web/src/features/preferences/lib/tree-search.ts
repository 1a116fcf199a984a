import type { FilterNode, PreferenceItem } from '@ai-map/contracts';

/** Lower case without accents, so "cafe" finds "Café" and "MUSEUM" finds "Museums". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/**
 * The part of a tree that matches a search: a node whose name contains the text stays with its
 * whole subtree; a node that does not match stays only as the path to matching descendants.
 * A blank search keeps the tree as it is.
 */
export function filterTree(nodes: readonly FilterNode[], search: string): FilterNode[] {
  const needle = foldText(search);
  if (!needle) return [...nodes];
  const visit = (list: readonly FilterNode[]): FilterNode[] =>
    list.flatMap((node) => {
      if (foldText(node.name).includes(needle)) return [node];
      const children = visit(node.children);
      return children.length > 0 ? [{ ...node, children }] : [];
    });
  return visit(nodes);
}

function findNode(nodes: readonly FilterNode[], id: string): FilterNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = findNode(node.children, id);
    if (below) return below;
  }
  return undefined;
}

/**
 * The chosen ids as chips: names from the tree, or from the previous list for an id the tree no
 * longer shows; an id known to neither is dropped (the server would refuse it).
 */
export function namedItems(
  ids: readonly string[],
  tree: readonly FilterNode[],
  previous: readonly PreferenceItem[],
): PreferenceItem[] {
  return ids.flatMap((id) => {
    const name = findNode(tree, id)?.name ?? previous.find((item) => item.id === id)?.name;
    return name === undefined ? [] : [{ id, name }];
  });
}
