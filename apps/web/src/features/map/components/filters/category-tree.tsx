import type { FilterNode } from '@ai-map/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { ChevronRightIcon } from '../../../../shared/ui/icons';
import { type CheckState, checkState, type SelectionMode, toggleNode } from './category-selection';
import styles from './filters.module.css';

interface CategoryTreeBaseProps {
  /** The nodes to show: a whole tree, or the part a search kept. */
  nodes: readonly FilterNode[];
  selected: readonly string[];
  mode: SelectionMode;
  /** Names the list for assistive technology. */
  label: string;
  /** Show the nodes' counts and subtitles (off where they mean little, e.g. country lists). */
  showDetails?: boolean;
  /** Every branch open and fixed so, e.g. while searching, so that each match shows. */
  expandAll?: boolean;
}

type CategoryTreeProps = CategoryTreeBaseProps &
  (
    | {
        /** The new selection after a click, worked out on `nodes`. */
        onChange: (selected: string[]) => void;
        onToggle?: never;
      }
    | {
        /** The clicked node's id, for callers that resolve it on a larger tree than `nodes`. */
        onToggle: (id: string) => void;
        onChange?: never;
      }
  );

/** A collapsible tree of checkboxes; parents show checked, mixed or unchecked. */
export function CategoryTree({
  nodes,
  selected,
  mode,
  label,
  showDetails = true,
  expandAll = false,
  onChange,
  onToggle,
}: CategoryTreeProps) {
  const chosen = new Set(selected);
  // A flat list needs no room for disclosure buttons.
  const flat = nodes.every((node) => node.children.length === 0);
  const toggle = onToggle ?? ((id: string) => onChange(toggleNode(nodes, selected, id, mode)));
  return (
    <ul className={styles.tree} aria-label={label}>
      {nodes.map((node) => (
        <TreeItem
          key={node.id}
          node={node}
          chosen={chosen}
          mode={mode}
          covered={false}
          onToggle={toggle}
          showDetails={showDetails}
          expandAll={expandAll}
          flat={flat}
        />
      ))}
    </ul>
  );
}

interface TreeItemProps {
  node: FilterNode;
  chosen: ReadonlySet<string>;
  mode: SelectionMode;
  covered: boolean;
  onToggle: (id: string) => void;
  showDetails: boolean;
  expandAll: boolean;
  /** No node of the list has children. */
  flat: boolean;
}

function TreeItem({
  node,
  chosen,
  mode,
  covered,
  onToggle,
  showDetails,
  expandAll,
  flat,
}: TreeItemProps) {
  const state = checkState(node, chosen, mode, covered);
  // A branch with something chosen inside opens by itself, so the choice is visible.
  const [open, setOpen] = useState(state === 'mixed');
  const childrenId = useId();
  const hasChildren = node.children.length > 0;
  const shown = hasChildren && (open || expandAll);
  const childCovered = mode === 'covering' && (covered || chosen.has(node.id));

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
          !flat && <span className={styles.nodeSpacer} />
        )}
        <label className={styles.check}>
          <TriStateCheckbox state={state} onChange={() => onToggle(node.id)} />
          <span className={styles.checkLabel}>
            {node.name}
            {showDetails && node.subtitle && (
              <span className={styles.checkSubtitle}>{node.subtitle}</span>
            )}
          </span>
          {showDetails && node.count !== undefined && (
            <span className={styles.count}>{node.count.toLocaleString('en-US')}</span>
          )}
        </label>
      </div>
      {shown && (
        <ul id={childrenId} className={styles.subtree}>
          {node.children.map((child) => (
            <TreeItem
              key={child.id}
              node={child}
              chosen={chosen}
              mode={mode}
              covered={childCovered}
              onToggle={onToggle}
              showDetails={showDetails}
              expandAll={expandAll}
              flat={false}
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
