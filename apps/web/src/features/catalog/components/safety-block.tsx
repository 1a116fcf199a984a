import type { AdvisoryView } from '@ai-map/contracts';
import styles from '../../../shared/ui/content.module.css';
import { ExternalLinkIcon } from '../../../shared/ui/icons';
import { advisoryColor } from '../../../shared/lib/advisory';
import facts from '../../../shared/ui/facts.module.css';

/**
 * A country's travel advisory: level badge, the server's one line (whose advice, level, date),
 * a link to the advisory, and a plain word on what it is. With none, it says so.
 */
export function SafetyBlock({
  advisory,
  countryName,
}: {
  advisory: AdvisoryView | null;
  countryName: string;
}) {
  return (
    <section className={`${styles.panel} ${styles.section}`} aria-labelledby="safety">
      <h2 id="safety">Safety</h2>
      {advisory ? (
        <div className={facts.safety}>
          <p className={facts.safetyLine}>
            <span className={facts.level} style={{ background: advisoryColor(advisory.level) }}>
              {advisory.varies_by ? 'Up to level' : 'Level'} {advisory.level} of 4
            </span>
            <span className={facts.safetyText}>{advisory.text}</span>
          </p>
          <p className={facts.muted}>
            This is one government’s advice for its own citizens: the U.S. State Department’s
            advisory for Americans travelling to {countryName}
            {advisory.varies_by
              ? `, which sets a level for each ${advisory.varies_by}: read it for the parts you will visit`
              : ''}
            . Other governments may advise differently.
          </p>
          <p className={facts.muted}>
            <a
              className={facts.externalLink}
              href={advisory.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              Read the advisory
              <ExternalLinkIcon size={14} />
            </a>
          </p>
        </div>
      ) : (
        <p className={facts.muted}>
          The U.S. State Department publishes no travel advisory for {countryName}, and we have no
          other government’s advice to show.
        </p>
      )}
    </section>
  );
}
