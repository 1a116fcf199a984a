import type { PlaceImage } from '@ai-map/contracts';
import { Link, useParams } from 'react-router';
import { errorDetail } from '../../../shared/api/api-error';
import { throwPageError } from '../../../shared/api/not-found';
import { useSessionStore } from '../../../shared/api/session-store';
import { formatNumber } from '../../../shared/lib/format';
import { usePageMeta } from '../../../shared/stores/page-meta-store';
import { AsyncSection } from '../../../shared/ui/async-section';
import styles from '../../../shared/ui/content.module.css';
import { ExternalLinkIcon, TrashIcon } from '../../../shared/ui/icons';
import { toast } from '../../../shared/ui/toast/toast-store';
import { cityPath, countryPath, regionPathname, PageSkeleton } from '../../catalog';
import { MarkButtons } from '../../social';
import { parsePlaceId, placeAddress } from '../../../shared/lib/venues';
import { useAddAttractionImage } from '../api/add-attraction-image';
import { useDeleteAttractionImage } from '../api/delete-image';
import { useAttraction } from '../api/get-attraction';
import { useAttractionImages } from '../api/get-attraction-images';
import { useAttractionsInCity } from '../api/get-attractions-in-city';
import { useNearbyAttractions } from '../api/get-nearby-attractions';
import { useSimilarAttractions } from '../api/get-similar-attractions';
import { AttractionGrid } from './attraction-card';
import local from '../../../shared/ui/attraction.module.css';
import { ContactsReveal } from './contacts-reveal';
import { PhotoSlider } from './photo-slider';
import { PhotoUpload } from './photo-upload';
import { AddressRow, PlaceRating } from './place-details';

export function AttractionPage() {
  const id = parsePlaceId(useParams().id);
  // A non-numeric id cannot exist: the not-found page, without asking the server.
  if (id === null) throw new Response(null, { status: 404, statusText: 'Not Found' });
  return <AttractionView id={id} />;
}

function AttractionView({ id }: { id: number }) {
  const token = useSessionStore((state) => state.token);
  const attraction = useAttraction(id);
  const images = useAttractionImages(id);
  const details = attraction.data?.entertainment_details;
  const similar = useSimilarAttractions(id, details?.category);
  const nearby = useNearbyAttractions(id, details?.region);
  const sameCity = useAttractionsInCity(id);
  const deleteImage = useDeleteAttractionImage(id);
  const upload = useAddAttractionImage(id);
  usePageMeta(attraction.data?.meta);

  if (attraction.isError) throwPageError(attraction.error);
  if (!attraction.data) return <PageSkeleton />;
  const data = attraction.data;
  // The images call carries unpublished uploads too; the detail's list is the fallback.
  const photos: PlaceImage[] = images.data?.image ?? data.image;
  // Without a street address, the place's city, region and country are what can be copied.
  const address = placeAddress(data);

  const onDelete = (image: PlaceImage) => {
    deleteImage.mutate(image.id, {
      onSuccess: () => {
        toast.success('Your photo has been deleted.');
      },
      onError: (error) => toast.error(errorDetail(error)),
    });
  };

  return (
    <article className={styles.page}>
      <header>
        <nav aria-label="Breadcrumbs">
          <ol className={styles.breadcrumbs}>
            <li>
              <Link to="/attractions">Attractions</Link>
            </li>
            {data.country_slug && data.country_name && (
              <li>
                <Link to={countryPath(data.country_slug)}>{data.country_name}</Link>
              </li>
            )}
            {data.city_slug && data.city_name && (
              <li>
                <Link to={cityPath(data.city_slug)}>{data.city_name}</Link>
              </li>
            )}
            <li aria-current="page">{data.name}</li>
          </ol>
        </nav>
      </header>

      <div className={local.layout}>
        <div className={local.media}>
          <PhotoSlider
            images={photos}
            name={data.name}
            blurred={data.is_blurred}
            renderActions={(image) =>
              image.is_own ? (
                <button
                  type="button"
                  className={local.deletePhoto}
                  onClick={() => onDelete(image)}
                  disabled={deleteImage.isPending}
                  aria-label="Delete my photo"
                >
                  <TrashIcon size={18} />
                </button>
              ) : null
            }
          />
          {token !== null && (
            <div className={local.mediaActions}>
              <PhotoUpload upload={upload} />
            </div>
          )}
        </div>

        <div className={local.info}>
          <h1 className={styles.title}>{data.name}</h1>
          {data.entertainment_category_name.length > 0 && (
            <ul className={styles.chips} aria-label="Categories">
              {data.entertainment_category_name.map((category) => (
                <li key={category} className={styles.chip}>
                  {category}
                </li>
              ))}
            </ul>
          )}
          <PlaceRating
            rating={data.rating}
            note={
              data.visitors !== null ? `${formatNumber(data.visitors)} visitors a year` : undefined
            }
          />
          <MarkButtons
            object="attraction"
            id={data.attraction_id}
            name={data.name}
            isLiked={data.is_liked}
            likes={data.number_of_likes}
            isFavourite={data.is_favourite}
            isVisited={data.is_visited}
          />
          <dl className={local.details}>
            <AddressRow address={address} />
            {data.opening_hours && (
              <div className={local.detail}>
                <dt>Opening hours</dt>
                <dd>{data.opening_hours}</dd>
              </div>
            )}
            {data.region_slug && data.region_name && data.country_slug && (
              <div className={local.detail}>
                <dt>Region</dt>
                <dd>
                  <Link to={regionPathname(data.country_slug, data.region_slug)}>
                    {data.region_name}
                  </Link>
                </dd>
              </div>
            )}
          </dl>
          {data.description && (
            <div className={local.about}>
              <p>{data.description}</p>
              {data.description_source_url && (
                <p className={local.aboutSource}>
                  From{' '}
                  <a href={data.description_source_url} target="_blank" rel="noopener noreferrer">
                    Wikipedia
                  </a>
                  , under{' '}
                  <a
                    href="https://creativecommons.org/licenses/by-sa/4.0/"
                    target="_blank"
                    rel="noopener noreferrer license"
                  >
                    CC BY-SA 4.0
                  </a>
                </p>
              )}
            </div>
          )}
          <ContactsReveal attraction={data} />
          {data.wikipedia && (
            <a
              className={local.external}
              href={data.wikipedia}
              target="_blank"
              rel="noopener noreferrer"
            >
              Read on Wikipedia
              <ExternalLinkIcon size={16} />
            </a>
          )}
        </div>
      </div>

      <AsyncSection
        title={data.city_name ? `More in ${data.city_name}` : 'More in the same city'}
        query={sameCity}
        isEmpty={(result) => result.results.length === 0}
        emptyText="No other attractions in this city yet."
      >
        {(result) => <AttractionGrid attractions={result.results.slice(0, 8)} />}
      </AsyncSection>
      <AsyncSection
        title="Similar attractions"
        query={similar}
        isEmpty={(result) => result.results.length === 0}
        emptyText="No similar attractions found."
      >
        {(result) => <AttractionGrid attractions={result.results.slice(0, 8)} />}
      </AsyncSection>
      <AsyncSection
        title="Nearby"
        query={nearby}
        isEmpty={(result) => result.results.length === 0}
        emptyText="Nothing else nearby yet."
      >
        {(result) => <AttractionGrid attractions={result.results.slice(0, 8)} />}
      </AsyncSection>
    </article>
  );
}
