import type { Attraction } from '@ai-map/contracts';
import { Link } from 'react-router';
import { formatCompact } from '../../../shared/lib/format';
import styles from '../../../shared/ui/content.module.css';
import { ScoreBadge } from '../../../shared/ui/score-badge';
import local from './attraction-card.module.css';
import { PhotoCredit } from './photo-credit';

export function attractionPath(id: number): string {
  return `/attraction/${id}`;
}

/** An attraction in a list: name, categories, where it is, rating and visitors. */
export function AttractionCard({ attraction }: { attraction: Attraction }) {
  const place = [attraction.city_name, attraction.country_name].filter(Boolean).join(', ');
  // Blurred photos are not shown on cards at all; the detail page explains why.
  const image = !attraction.is_blurred ? attraction.tile_image : null;
  // The tile image is the first photo: a Commons one carries its credit.
  const credit = attraction.image.find((photo) => photo.image === image)?.credit;
  return (
    <article className={styles.card}>
      {image && <img className={styles.cardImage} src={image} alt="" loading="lazy" />}
      {image && credit && <PhotoCredit credit={credit} className={local.credit} />}
      <div className={styles.cardTop}>
        <h3 className={styles.cardTitle}>
          <Link to={attractionPath(attraction.attraction_id)}>{attraction.name}</Link>
        </h3>
        <ScoreBadge score={attraction.rating} />
      </div>
      <p className={styles.cardMeta}>{attraction.entertainment_category_name.join(', ')}</p>
      <div className={styles.cardStats}>
        {place && <span>{place}</span>}
        {attraction.visitors !== null && (
          <span>
            <strong>{formatCompact(attraction.visitors)}</strong> visitors / year
          </span>
        )}
      </div>
    </article>
  );
}

export function AttractionGrid({ attractions }: { attractions: Attraction[] }) {
  return (
    <ul className={styles.grid}>
      {attractions.map((attraction) => (
        <li key={attraction.attraction_id}>
          <AttractionCard attraction={attraction} />
        </li>
      ))}
    </ul>
  );
}
