import type { PlaceImage } from '@ai-map/contracts';
import { useParams } from 'react-router';
import { throwPageError } from '../../../shared/api/not-found';
import { useSessionStore } from '../../../shared/api/session-store';
import { usePageMeta } from '../../../shared/stores/page-meta-store';
import { AsyncSection } from '../../../shared/ui/async-section';
import styles from '../../../shared/ui/content.module.css';
import { PageSkeleton } from '../../catalog';
import local from '../../../shared/ui/attraction.module.css';
import {
  PhotoSlider,
  PhotoUpload,
  AddressRow,
  DetailRow,
  DirectContacts,
  PlaceRating,
  WikipediaLink,
} from '../../places';
import { MarkButtons } from '../../social';
import { useAddShopImage } from '../api/add-shop-image';
import { useNearbyShops } from '../api/get-nearby-shops';
import { useShop } from '../api/get-shop';
import { useShopImages } from '../api/get-shop-images';
import { useSimilarShops } from '../api/get-similar-shops';
import { parsePlaceId, placeAddress } from '../../../shared/lib/venues';
import { PlaceBreadcrumbs } from './place-breadcrumbs';
import { ShopGrid } from './venue-cards';

export function ShopPage() {
  const id = parsePlaceId(useParams().id);
  if (id === null) throw new Response(null, { status: 404, statusText: 'Not Found' });
  return <ShopView id={id} />;
}

function ShopView({ id }: { id: number }) {
  const token = useSessionStore((state) => state.token);
  const shop = useShop(id);
  const images = useShopImages(id);
  const similar = useSimilarShops(id);
  const nearby = useNearbyShops(id);
  const upload = useAddShopImage(id);
  usePageMeta(shop.data?.meta);

  if (shop.isError) throwPageError(shop.error);
  if (!shop.data) return <PageSkeleton />;
  const data = shop.data;
  const photos: PlaceImage[] = images.data?.image ?? data.image;
  const related = data.shop_related_category.filter(
    (name) => !data.shop_category_name.includes(name),
  );

  return (
    <article className={styles.page}>
      <header>
        <PlaceBreadcrumbs list={{ to: '/shops', label: 'Shops' }} place={data} />
      </header>
      <div className={local.layout}>
        <div className={local.media}>
          <PhotoSlider images={photos} name={data.name} blurred={data.is_blurred} />
          {token !== null && (
            <div className={local.mediaActions}>
              <PhotoUpload upload={upload} />
            </div>
          )}
        </div>
        <div className={local.info}>
          <h1 className={styles.title}>{data.name}</h1>
          {data.shop_category_name.length > 0 && (
            <ul className={styles.chips} aria-label="Categories">
              {data.shop_category_name.map((category) => (
                <li key={category} className={styles.chip}>
                  {category}
                </li>
              ))}
            </ul>
          )}
          <PlaceRating rating={data.rating} />
          <MarkButtons
            object="shop"
            id={data.shop_id}
            name={data.name}
            isLiked={data.is_liked}
            likes={data.number_of_likes}
            isFavourite={data.is_favourite}
            isVisited={data.is_visited}
          />
          <dl className={local.details}>
            <AddressRow address={placeAddress(data)} />
            {data.type_of_shop && (
              <DetailRow label="Type of shop">
                <span style={{ textTransform: 'capitalize' }}>
                  {data.type_of_shop.replace(/_/g, ' ')}
                </span>
              </DetailRow>
            )}
            {data.opening_hours && (
              <DetailRow label="Opening hours">{data.opening_hours}</DetailRow>
            )}
            <DirectContacts phone={data.phone} website={data.website} />
            {related.length > 0 && <DetailRow label="Related">{related.join(', ')}</DetailRow>}
          </dl>
          <WikipediaLink href={data.wikipedia} />
        </div>
      </div>
      <AsyncSection
        title="Similar shops"
        query={similar}
        isEmpty={(result) => result.results.length === 0}
        emptyText="No similar shops found."
      >
        {(result) => <ShopGrid shops={result.results.slice(0, 8)} />}
      </AsyncSection>
      <AsyncSection
        title="Nearby shops"
        query={nearby}
        isEmpty={(result) => result.results.length === 0}
        emptyText="Nothing else nearby yet."
      >
        {(result) => <ShopGrid shops={result.results.slice(0, 8)} />}
      </AsyncSection>
    </article>
  );
}
