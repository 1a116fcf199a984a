import type { FilterNode } from '@ai-map/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { ChevronRightIcon } from '../../../shared/ui/icons';
import { type CheckState, checkState } from '../../map/components/filters/category-selection';
import styles from './personalization.module.css';

interface PreferenceTreeProps {
  /** The nodes to show: the whole tree, or the part a search kept. */
  nodes: readonly FilterNode[];
  selected: readonly string[];
  /** Flips the node with this id (the caller resolves it against the whole tree). */
  onToggle: (id: string) => void;
  /** While searching every branch is open, so each match is visible. */
  expandAll: boolean;
  label: string;
}

/**
 * A tree of checkboxes. A chosen branch covers its subtree (the server keeps any node id), so
 * a parent reads checked when it or an ancestor is chosen and mixed when something below is.
 */
export function PreferenceTree({
  nodes,
  selected,
  onToggle,
  expandAll,
  label,
}: PreferenceTreeProps) {
  const chosen = new Set(selected);
  return (
    <ul className={styles.tree} aria-label={label}>
      {nodes.map((node) => (
        <TreeItem
          key={node.id}
          node={node}
          chosen={chosen}
          covered={false}
          onToggle={onToggle}
          expandAll={expandAll}
        />
      ))}
    </ul>
  );
}

interface TreeItemProps {
  node: FilterNode;
  chosen: ReadonlySet<string>;
  covered: boolean;
  onToggle: (id: string) => void;
  expandAll: boolean;
}

function TreeItem({ node, chosen, covered, onToggle, expandAll }: TreeItemProps) {
  const state = checkState(node, chosen, 'covering', covered);
  // A branch with something chosen inside starts open, so the choice is visible.
  const [open, setOpen] = useState(state === 'mixed');
  const childrenId = useId();
  const hasChildren = node.children.length > 0;
  const shown = hasChildren && (open || expandAll);

  return (
    <li>
      <div className={styles.node}>
        {hasChildren ? (
          <button
            type="button"
            className={styles.nodeToggle}
            aria-expanded={shown}
            aria-controls={childrenId}
            aria-label={`${shown ? 'Hide' : 'Show'} ${node.name}`}
            disabled={expandAll}
            onClick={() => setOpen(!open)}
          >
            <ChevronRightIcon size={14} className={styles.chevron} />
          </button>
        ) : (
          <span className={styles.nodeSpacer} />
        )}
        <label className={styles.check}>
          <TriStateCheckbox state={state} onChange={() => onToggle(node.id)} />
          <span>{node.name}</span>
        </label>
      </div>
      {shown && (
        <ul id={childrenId} className={styles.subtree}>
          {node.children.map((child) => (
            <TreeItem
              key={child.id}
              node={child}
              chosen={chosen}
              covered={covered || chosen.has(node.id)}
              onToggle={onToggle}
              expandAll={expandAll}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

/** A native checkbox whose mixed state is set through the DOM (React has no prop for it). */
function TriStateCheckbox({ state, onChange }: { state: CheckState; onChange: () => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'mixed';
  }, [state]);
  return (
    <input
      ref={ref}
      type="checkbox"
      checked={state === 'checked'}
      aria-checked={state === 'mixed' ? 'mixed' : state === 'checked'}
      onChange={onChange}
    />
  );
}
