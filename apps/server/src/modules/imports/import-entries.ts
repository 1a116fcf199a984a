import { importMessages, importSkipReasons, MAX_IMPORT_POINTS } from '@ai-map/contracts';
import { HttpError } from '../../lib/http-error';

/** A point read from a file, before matching. */
export interface ImportedPoint {
  name: string;
  lat: number;
  lng: number;
  note: string | null;
  link: string | null;
  folder: string | null;
}

export interface SkippedEntry {
  name: string;
  reason: string;
}

/** What each format's reader gives back. */
export interface Entries {
  /** The document's own name (a KML `<Document><name>`, a GPX `<metadata><name>`), if any. */
  title: string | null;
  points: ImportedPoint[];
  skipped: SkippedEntry[];
}

export const badFile = (detail: string) => new HttpError(400, 'invalid', detail);

/** Counts the entries as they are read, so a 100k-point file stops at the limit. */
export class EntryList implements Entries {
  title: string | null = null;
  readonly points: ImportedPoint[] = [];
  readonly skipped: SkippedEntry[] = [];

  private count() {
    if (this.points.length + this.skipped.length >= MAX_IMPORT_POINTS) {
      throw new HttpError(413, 'payload_too_large', importMessages.tooManyPoints);
    }
  }

  /** Adds a point, or a skipped entry when its position is missing or off the map. */
  add(point: Omit<ImportedPoint, 'lat' | 'lng'> & { lat: number | null; lng: number | null }) {
    this.count();
    const { lat, lng } = point;
    const name = point.name || 'Unnamed place';
    if (lat === null || lng === null || !Number.isFinite(lat) || !Number.isFinite(lng)) {
      this.skipped.push({ name, reason: importSkipReasons.noCoordinates });
    } else if (Math.abs(lat) > 90 || Math.abs(lng) > 180) {
      this.skipped.push({ name, reason: importSkipReasons.badCoordinates });
    } else {
      this.points.push({ ...point, name, lat, lng });
    }
  }

  skip(name: string, reason: string) {
    this.count();
    this.skipped.push({ name: name || 'Unnamed place', reason });
  }
}
