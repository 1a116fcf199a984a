import { Link } from 'react-router';
import styles from '../../../shared/ui/content.module.css';
// Not from catalog's index: the places index (and the map's place summary) stays free of it.
import { cityPath, countryPath } from '../../../shared/lib/location-paths';

interface PlaceBreadcrumbsProps {
  list: { to: string; label: string };
  place: {
    name: string;
    country_slug: string | null;
    country_name: string | null;
    city_slug: string | null;
    city_name: string | null;
  };
}

/** List › country › city › the place. */
export function PlaceBreadcrumbs({ list, place }: PlaceBreadcrumbsProps) {
  return (
    <nav aria-label="Breadcrumbs">
      <ol className={styles.breadcrumbs}>
        <li>
          <Link to={list.to}>{list.label}</Link>
        </li>
        {place.country_slug && place.country_name && (
          <li>
            <Link to={countryPath(place.country_slug)}>{place.country_name}</Link>
          </li>
        )}
        {place.city_slug && place.city_name && (
          <li>
            <Link to={cityPath(place.city_slug)}>{place.city_name}</Link>
          </li>
        )}
        <li aria-current="page">{place.name}</li>
      </ol>
    </nav>
  );
}
