/** The element shapes both readers yield, modelled on the OSM data model (API 0.6). */

export type OsmTags = Record<string, string>;

export interface OsmNode {
  type: 'node';
  id: number;
  lat: number;
  lon: number;
  tags: OsmTags;
}

export interface OsmWay {
  type: 'way';
  id: number;
  /** Node ids in drawing order; a closed way repeats its first id at the end. */
  refs: number[];
  tags: OsmTags;
}

export interface OsmMember {
  type: OsmElementType;
  ref: number;
  role: string;
}

export interface OsmRelation {
  type: 'relation';
  id: number;
  members: OsmMember[];
  tags: OsmTags;
}

export type OsmElement = OsmNode | OsmWay | OsmRelation;
export type OsmElementType = OsmElement['type'];

export interface OsmProgress {
  /** Bytes of the file consumed so far (compressed bytes for gzip input). */
  bytesRead: number;
  totalBytes: number;
}

export interface OsmReadOptions {
  /**
   * Element types to decode; the others are skipped without building objects, which makes a
   * ways-only pass over a PBF file several times faster. Default: all three.
   */
  types?: readonly OsmElementType[];
  onProgress?: (progress: OsmProgress) => void;
}

export const ALL_TYPES: readonly OsmElementType[] = ['node', 'way', 'relation'];
