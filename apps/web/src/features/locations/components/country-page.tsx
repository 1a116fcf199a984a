import type { CountryDetail } from '@ai-map/contracts';
import { useParams } from 'react-router';
import { throwPageError } from '../../../shared/api/not-found';
import { CountryFlag } from '../../../shared/ui/country-flag';
import { usePageMeta } from '../../../shared/stores/page-meta-store';
import styles from '../../../shared/ui/content.module.css';
import { useLocationAttractions } from '../../places';
import { MoneySection } from '../../money';
import { LocationVenueSections } from '../../venues';
import { useCountry, PageSkeleton, ReligionBar, SafetyBlock } from '../../catalog';
import { CountryFigures, CountryRegions, CountryTouristCities } from './country-sections';
import { LocationLayout } from './location-layout';
import { TopAttractions } from './top-attractions';

const TOP_ATTRACTIONS = 12;

export function CountryPage() {
  const slug = useParams().slug ?? '';
  const country = useCountry(slug);
  usePageMeta(country.data?.meta);

  if (country.isError) throwPageError(country.error);
  if (!country.data) return <PageSkeleton />;
  // Keyed by the country: its lists start again for another one.
  return <CountryDetails key={slug} slug={slug} data={country.data} />;
}

/**
 * The page of a country that exists: its lists are asked for only now, so an unknown slug
 * goes to the not-found page without a handful of failing calls first.
 */
function CountryDetails({ slug, data }: { slug: string; data: CountryDetail }) {
  const attractions = useLocationAttractions({ country: slug }, TOP_ATTRACTIONS);

  return (
    <LocationLayout
      crumbs={[{ to: '/countries', label: 'Countries' }]}
      location={data}
      mark={{ object: 'country', id: data.country_id }}
      titleIcon={<CountryFlag isoCode={data.iso_code} large />}
      subtitle={
        <>
          {data.official_name !== data.name && <>{data.official_name} · </>}
          {data.continent}, {data.subregion}
          {data.capital && <> · Capital {data.capital}</>}
        </>
      }
      score={data.rating}
    >
      <CountryFigures data={data} />

      <SafetyBlock advisory={data.advisory} countryName={data.name} />

      <div className={styles.twoColumns}>
        <section className={styles.panel} aria-labelledby="religions">
          <h2 id="religions">Religions</h2>
          <ReligionBar
            religions={data.religions}
            partial={data.religions_partial}
            listed={data.religions_listed}
          />
        </section>
        <section className={styles.panel} aria-labelledby="land">
          <h2 id="land">Terrain and climate</h2>
          <h3>Terrain</h3>
          <p className={styles.text}>{data.terrain ?? 'Not described yet.'}</p>
          <h3>Climate</h3>
          <p className={styles.text}>{data.climate ?? 'Not described yet.'}</p>
        </section>
      </div>

      <CountryTouristCities slug={slug} name={data.name} />

      <TopAttractions attractions={attractions} name={data.name} />

      <LocationVenueSections
        location={{ level: 'country', country: data.country_slug }}
        name={data.name}
      />
      <MoneySection location={{ level: 'country', country: data.country_slug }} />

      <CountryRegions slug={slug} data={data} />
    </LocationLayout>
  );
}
