import type { BundleManifest } from '@ai-map/contracts';
import sources from './sources.json' with { type: 'json' };

export type Source = BundleManifest['sources'][number] & {
  /** Which bundle files the source feeds. */
  files: string[];
};

/**
 * Every source of the bundle with its licence and the credit to show; the manifest carries this
 * list and NOTICE.md says the same in prose. The list is data (sources.json), checked against
 * `Source` here.
 */
export const SOURCES: Source[] = sources;
