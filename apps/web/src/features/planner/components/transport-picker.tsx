import type { TransportType } from '@ai-map/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useDepartureTransportTypes } from '../api/get-departure-transport-types';
import { TRANSPORT, transportChoices } from '../lib/glyphs';
import { formatLegTime } from '../lib/leg-time';
import styles from './trip-panel.module.css';

interface TransportPickerProps {
  transport: TransportType;
  minutes: number | null;
  /** Who the leg leaves from, for the labels ("the start", a stop's name). */
  from: string;
  editable: boolean;
  busy: boolean;
  onChange: (transport: TransportType) => void;
}

/**
 * A leg between two points: its transport and time. Editors open the transport change popup
 * from it (spec 000 §4: choosing closes the popup; the route and the time are then redrawn).
 */
export function TransportPicker({
  transport,
  minutes,
  from,
  editable,
  busy,
  onChange,
}: TransportPickerProps) {
  const [open, setOpen] = useState(false);
  const popupId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const types = useDepartureTransportTypes();
  const choices = transportChoices(types.data);
  const time = formatLegTime(minutes);
  const glyph = TRANSPORT[transport];

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const summary = (
    <>
      <glyph.Icon size={16} />
      <span>{time || glyph.name}</span>
    </>
  );

  if (!editable) {
    return (
      <div className={styles.leg} data-transport={transport}>
        <span className={styles.legSummary} title={`${glyph.name} from ${from}`}>
          <span className={styles.srOnly}>{glyph.name}: </span>
          {summary}
        </span>
      </div>
    );
  }

  return (
    <div
      className={styles.leg}
      ref={rootRef}
      data-transport={transport}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <button
        type="button"
        className={styles.legButton}
        aria-expanded={open}
        aria-controls={popupId}
        aria-busy={busy || undefined}
        aria-label={`Transport from ${from}: ${glyph.name}${time ? `, ${time}` : ''}. Change`}
        onClick={() => setOpen(!open)}
      >
        {summary}
      </button>
      {open && (
        <div
          className={styles.transportPopup}
          id={popupId}
          role="group"
          aria-label={`Transport from ${from}`}
        >
          {choices.map((choice) => (
            <button
              key={choice.type}
              type="button"
              aria-pressed={choice.type === transport}
              onClick={() => {
                setOpen(false);
                if (choice.type !== transport) onChange(choice.type);
              }}
            >
              <ChoiceIcon type={choice.type} /> {choice.name}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

function ChoiceIcon({ type }: { type: TransportType }) {
  const { Icon } = TRANSPORT[type];
  return <Icon size={16} />;
}
