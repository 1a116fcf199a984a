import {
  MAX_IMPORT_BYTES,
  MAX_IMPORT_POINTS,
  type ImportPreview,
  type Trip,
} from '@ai-map/contracts';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorDetail } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import { toast } from '../../../shared/ui/toast/toast-store';
import { getTrip } from '../api/get-trip';
import { useCommitImport, usePreviewImport, type ImportPlacesRequest } from '../api/import-places';
import styles from './import-places-modal.module.css';

const ACCEPT = '.json,.geojson,.csv,.kml,.kmz,.gpx';

/**
 * "Import places": choose a Google Takeout "Saved Places.json", a saved-list CSV, a KML/KMZ or a
 * GPX file, see what it holds (matched to our catalogue, kept as custom places, skipped and
 * why), choose a day or the ideas, and confirm. Without `trip` the import makes a new trip and
 * opens it.
 */
export function ImportPlacesModal({ trip, onClose }: { trip: Trip | null; onClose: () => void }) {
  const headingId = useId();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [target, setTarget] = useState<'days' | 'ideas'>('ideas');
  const [day, setDay] = useState(1);
  const preview = usePreviewImport();
  const commit = useCommitImport();

  const request = (chosen: File, to = target, onDay = day): ImportPlacesRequest => ({
    tripId: trip?.id ?? null,
    file: chosen,
    target: to,
    dayOfTrip: to === 'days' ? onDay : undefined,
  });
  const look = (chosen: File | null, to = target, onDay = day) => {
    if (chosen) preview.mutate(request(chosen, to, onDay));
  };

  const confirm = () => {
    if (!file) return;
    commit.mutate(request(file), {
      onSuccess: async (done) => {
        toast.success(done.detail);
        onClose();
        if (trip === null) {
          const created = await getTrip(done.trip_id);
          if (created.chat_slug) void navigate(`/chat/${created.chat_slug}`);
        }
      },
      onError: (error) => toast.error(errorDetail(error)),
    });
  };

  const result = preview.data;
  return (
    <Modal labelledBy={headingId} onClose={onClose} maxWidth={560}>
      <div className={styles.body} data-testid="import-places">
        <h2 id={headingId}>Import places</h2>
        <p className={styles.muted}>
          A Google Takeout “Saved Places.json”, a Google saved-list CSV, a KML or KMZ (Google My
          Maps) or a GPX file: at most {MAX_IMPORT_BYTES / 1024 / 1024} MB and{' '}
          {MAX_IMPORT_POINTS.toLocaleString('en')} places.
        </p>
        <label className={styles.field}>
          File
          <input
            type="file"
            accept={ACCEPT}
            data-autofocus
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              look(chosen);
            }}
          />
        </label>
        <ImportTargetFields
          target={target}
          day={day}
          days={trip?.duration_days ?? 1}
          onChange={(to, onDay) => {
            setTarget(to);
            setDay(onDay);
            look(file, to, onDay);
          }}
        />

        {preview.isPending && (
          <p role="status" className={styles.muted}>
            Reading the file…
          </p>
        )}
        {preview.isError && (
          <p role="alert" className={styles.problem}>
            {errorDetail(preview.error)}
          </p>
        )}
        {result && !preview.isPending && <PreviewList preview={result} />}

        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={confirm}
            loading={commit.isPending}
            disabled={!file || !result || result.problem !== null || preview.isPending}
          >
            Import
          </Button>
        </div>
      </div>
    </Modal>
  );
}

function PreviewList({ preview }: { preview: ImportPreview }) {
  const adding = preview.items.filter((i) => !i.duplicate);
  return (
    <div className={styles.preview} data-testid="import-preview">
      {preview.trip_title !== null && (
        <p>
          A new trip named <strong>“{preview.trip_title}”</strong>, which you can rename later.
        </p>
      )}
      <p>
        <strong>{adding.length}</strong> to add: {preview.matched_count} matched to places we know,{' '}
        {preview.custom_count} kept as your own
        {preview.duplicate_count > 0 && `, ${preview.duplicate_count} in the trip already`}
        {preview.skipped.length > 0 && `, ${preview.skipped.length} skipped`}.
      </p>
      {preview.problem && (
        <p role="alert" className={styles.problem}>
          {preview.problem}
        </p>
      )}
      <ul className={styles.items}>
        {preview.items.slice(0, 200).map((item, i) => (
          <li key={i} className={item.duplicate ? styles.duplicate : undefined}>
            <span className={styles.name}>{item.name}</span>
            <span className={styles.tag}>
              {item.duplicate
                ? 'In the trip'
                : item.match
                  ? `Matched: ${item.match.name} (${item.match.distance_m} m)`
                  : 'Your own place'}
            </span>
          </li>
        ))}
        {preview.skipped.map((entry, i) => (
          <li key={`skipped-${i}`} className={styles.skipped}>
            <span className={styles.name}>{entry.name}</span>
            <span className={styles.tag}>Skipped: {entry.reason}</span>
          </li>
        ))}
      </ul>
      {preview.items.length > 200 && (
        <p className={styles.muted}>
          The first 200 of {preview.items.length.toLocaleString('en')} are listed.
        </p>
      )}
    </div>
  );
}

/** Where the places go: the ideas, or a day of the trip (re-read on every change). */
function ImportTargetFields({
  target,
  day,
  days,
  onChange,
}: {
  target: 'days' | 'ideas';
  day: number;
  days: number;
  onChange: (target: 'days' | 'ideas', day: number) => void;
}) {
  return (
    <fieldset className={styles.targets}>
      <legend>Add them</legend>
      <label>
        <input
          type="radio"
          name="import-target"
          checked={target === 'ideas'}
          onChange={() => onChange('ideas', day)}
        />
        As ideas, not yet planned
      </label>
      <label>
        <input
          type="radio"
          name="import-target"
          checked={target === 'days'}
          onChange={() => onChange('days', day)}
        />
        On day
        <select
          aria-label="Day"
          value={day}
          disabled={target !== 'days'}
          onChange={(event) => onChange('days', Number(event.target.value))}
        >
          {Array.from({ length: days }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              {i + 1}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
