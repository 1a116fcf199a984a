import { Link } from 'react-router';
import { formatCompact } from '../../../../shared/lib/format';
import { buttonClassName } from '../../../../shared/ui/button';
import { ChevronRightIcon } from '../../../../shared/ui/icons';
import {
  useCity,
  useCountry,
  CityCard,
  CountryCard,
  cityPath,
  countryPath,
} from '../../../catalog';
import { shortAdvisoryLine } from '../../../../shared/lib/advisory';
import { MarkButtons } from '../../../social';
import { SelectedError, SelectedSkeleton } from './selected-place';
import styles from './selected.module.css';

/** The selected city: its catalogue card (rating, climate, cost, places) and marks. */
export function SelectedCity({ id }: { id: number }) {
  const city = useCity(String(id));
  if (city.isPending) return <SelectedSkeleton />;
  if (city.isError) return <SelectedError />;
  const data = city.data;
  return (
    <div className={styles.view}>
      <CityCard city={data} showCountry />
      <AreaActions object="city" id={data.city_id} area={data} to={cityPath(data.slug)} />
    </div>
  );
}

/** The selected country: its catalogue card, a few key figures and marks. */
export function SelectedCountry({ id }: { id: number }) {
  const country = useCountry(String(id));
  if (country.isPending) return <SelectedSkeleton />;
  if (country.isError) return <SelectedError />;
  const data = country.data;
  return (
    <div className={styles.view}>
      <CountryCard country={data} />
      <dl className={styles.facts}>
        {data.capital && (
          <div>
            <dt>Capital</dt>
            <dd>{data.capital}</dd>
          </div>
        )}
        <div>
          <dt>Population</dt>
          <dd>{formatCompact(data.population)}</dd>
        </div>
        {data.languages.length > 0 && (
          <div>
            <dt>Languages</dt>
            <dd>{data.languages.slice(0, 3).join(', ')}</dd>
          </div>
        )}
        <div>
          <dt>Safety</dt>
          <dd>
            {data.advisory ? shortAdvisoryLine(data.advisory) : 'None from the U.S. State Dept.'}
          </dd>
        </div>
      </dl>
      <AreaActions
        object="country"
        id={data.country_id}
        area={data}
        to={countryPath(data.country_slug)}
      />
    </div>
  );
}

interface AreaActionsProps {
  object: 'city' | 'country';
  id: number;
  area: {
    name: string;
    is_liked: boolean;
    number_of_likes: number;
    is_favourite: boolean;
    is_visited: boolean;
  };
  /** The area's own page. */
  to: string;
}

/** Under a selected city or country: its marks and the button that opens its page. */
function AreaActions({ object, id, area, to }: AreaActionsProps) {
  return (
    <>
      <MarkButtons
        object={object}
        id={id}
        name={area.name}
        isLiked={area.is_liked}
        likes={area.number_of_likes}
        isFavourite={area.is_favourite}
        isVisited={area.is_visited}
      />
      <Link className={buttonClassName({ variant: 'secondary', block: true })} to={to}>
        Open {area.name}
        <ChevronRightIcon size={16} />
      </Link>
    </>
  );
}
