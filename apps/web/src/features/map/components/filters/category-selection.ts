import type { FilterNode } from '@ai-map/contracts';

export type CheckState = 'checked' | 'mixed' | 'unchecked';

/**
 * How a checkbox tree stores its choice:
 * - `covering`: a chosen node stands for its whole subtree, because the geo and search calls
 *   match a category slug against each place's category and its ancestors (a museum tagged only
 *   `museums` is found by `museums`, not by its children);
 * - `leaves`: only leaves are stored, for trees whose inner nodes are mere headings (cuisine
 *   groups, country groups), which the calls do not know.
 */
export type SelectionMode = 'covering' | 'leaves';

export function leafIds(node: FilterNode): string[] {
  return node.children.length === 0 ? [node.id] : node.children.flatMap(leafIds);
}

function descendantIds(node: FilterNode): string[] {
  return node.children.flatMap((child) => [child.id, ...descendantIds(child)]);
}

/** The nodes from a root down to the node with this id (both included); null when absent. */
export function pathTo(nodes: readonly FilterNode[], id: string): FilterNode[] | null {
  for (const node of nodes) {
    if (node.id === id) return [node];
    const below = pathTo(node.children, id);
    if (below) return [node, ...below];
  }
  return null;
}

/**
 * The check state of a node. `covered`: an ancestor is chosen (covering mode), which checks the
 * whole subtree.
 */
export function checkState(
  node: FilterNode,
  selected: ReadonlySet<string>,
  mode: SelectionMode,
  covered = false,
): CheckState {
  if (mode === 'leaves') {
    const leaves = leafIds(node);
    const chosen = leaves.filter((id) => selected.has(id)).length;
    if (chosen === 0) return 'unchecked';
    return chosen === leaves.length ? 'checked' : 'mixed';
  }
  if (covered || selected.has(node.id)) return 'checked';
  return descendantIds(node).some((id) => selected.has(id)) ? 'mixed' : 'unchecked';
}

function toggleLeaves(node: FilterNode, selected: readonly string[]): string[] {
  const leaves = leafIds(node);
  const all = leaves.every((id) => selected.includes(id));
  if (all) return selected.filter((id) => !leaves.includes(id));
  return [...selected, ...leaves.filter((id) => !selected.includes(id))];
}

/**
 * Covering mode. Checking a node chooses it and drops its chosen descendants (it covers them).
 * Unchecking a node covered by a chosen ancestor splits that ancestor: the ancestor is dropped
 * and every sibling on the way down to the node is chosen instead, so all but the node stay
 * checked.
 */
function toggleCovering(path: FilterNode[], selected: readonly string[]): string[] {
  const node = path[path.length - 1]!;
  const coveringIndex = path.slice(0, -1).findIndex((ancestor) => selected.includes(ancestor.id));
  if (coveringIndex >= 0) {
    const kept = selected.filter((id) => id !== path[coveringIndex]!.id);
    const siblings = path
      .slice(coveringIndex, -1)
      .flatMap((parent, index) =>
        parent.children.filter((child) => child.id !== path[coveringIndex + index + 1]!.id),
      )
      .map((child) => child.id);
    return [...kept, ...siblings];
  }
  if (selected.includes(node.id)) return selected.filter((id) => id !== node.id);
  const below = new Set(descendantIds(node));
  return [...selected.filter((id) => !below.has(id)), node.id];
}

/** The selection after the user flips the checkbox of the node with this id. */
export function toggleNode(
  nodes: readonly FilterNode[],
  selected: readonly string[],
  id: string,
  mode: SelectionMode,
): string[] {
  const path = pathTo(nodes, id);
  if (!path) return [...selected];
  return mode === 'leaves'
    ? toggleLeaves(path[path.length - 1]!, selected)
    : toggleCovering(path, selected);
}
