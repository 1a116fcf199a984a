import type { PlaceImage } from '@ai-map/contracts';

type Credit = NonNullable<PlaceImage['credit']>;

/**
 * The credit a Wikimedia Commons photo must carry: its author and licence as Commons' image
 * metadata gives them, linked to the file page and the licence text.
 */
export function PhotoCredit({ credit, className }: { credit: Credit; className?: string }) {
  return (
    <p className={className}>
      <a href={credit.source_url} target="_blank" rel="noreferrer noopener">
        {credit.author ? `Photo: ${credit.author}` : 'Photo'}
      </a>
      {credit.licence && (
        <>
          {', '}
          {credit.licence_url ? (
            <a href={credit.licence_url} target="_blank" rel="noreferrer noopener license">
              {credit.licence}
            </a>
          ) : (
            credit.licence
          )}
        </>
      )}
      {', via Wikimedia Commons'}
    </p>
  );
}
