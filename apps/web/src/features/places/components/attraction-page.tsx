import type { PlaceImage } from '@ai-map/contracts';
import { Link, useParams } from 'react-router';
import { errorDetail } from '../../../shared/api/api-error';
import { throwPageError } from '../../../shared/api/not-found';
import { formatNumber } from '../../../shared/lib/format';
import { usePageMeta } from '../../../shared/stores/page-meta-store';
import { TrashIcon } from '../../../shared/ui/icons';
import { toast } from '../../../shared/ui/toast/toast-store';
import { regionPathname, PageSkeleton } from '../../catalog';
import { parsePlaceId } from '../../../shared/lib/venues';
import { useAddAttractionImage } from '../api/add-attraction-image';
import { useDeleteAttractionImage } from '../api/delete-image';
import { useAttraction } from '../api/get-attraction';
import { useAttractionImages } from '../api/get-attraction-images';
import { useAttractionsInCity } from '../api/get-attractions-in-city';
import { useNearbyAttractions } from '../api/get-nearby-attractions';
import { useSimilarAttractions } from '../api/get-similar-attractions';
import local from '../../../shared/ui/attraction.module.css';
import { AttractionSections } from './attraction-sections';
import { ContactsReveal } from './contacts-reveal';
import { DetailRow } from './place-details';
import { VenueLayout } from './venue-layout';

export function AttractionPage() {
  const id = parsePlaceId(useParams().id);
  // A non-numeric id cannot exist: the not-found page, without asking the server.
  if (id === null) throw new Response(null, { status: 404, statusText: 'Not Found' });
  return <AttractionView id={id} />;
}

function AttractionView({ id }: { id: number }) {
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

  const onDelete = (image: PlaceImage) => {
    deleteImage.mutate(image.id, {
      onSuccess: () => {
        toast.success('Your photo has been deleted.');
      },
      onError: (error) => toast.error(errorDetail(error)),
    });
  };

  return (
    <VenueLayout
      list={{ to: '/attractions', label: 'Attractions' }}
      place={data}
      mark={{ object: 'attraction', id: data.attraction_id }}
      categories={data.entertainment_category_name}
      photos={photos}
      renderPhotoActions={(image) =>
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
      upload={upload}
      ratingNote={
        data.visitors !== null ? `${formatNumber(data.visitors)} visitors a year` : undefined
      }
      details={
        <>
          {data.opening_hours && <DetailRow label="Opening hours">{data.opening_hours}</DetailRow>}
          {data.region_slug && data.region_name && data.country_slug && (
            <DetailRow label="Region">
              <Link to={regionPathname(data.country_slug, data.region_slug)}>
                {data.region_name}
              </Link>
            </DetailRow>
          )}
        </>
      }
      about={
        <>
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
        </>
      }
    >
      <AttractionSections
        cityName={data.city_name}
        sameCity={sameCity}
        similar={similar}
        nearby={nearby}
      />
    </VenueLayout>
  );
}
