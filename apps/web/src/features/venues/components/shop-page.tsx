import { shopTypeLabel, type PlaceImage } from '@ai-map/contracts';
import { useParams } from 'react-router';
import { throwPageError } from '../../../shared/api/not-found';
import { usePageMeta } from '../../../shared/stores/page-meta-store';
import { PageSkeleton } from '../../catalog';
import { DetailRow, DirectContacts, PlaceGridSection, VenueLayout } from '../../places';
import { useAddShopImage } from '../api/add-shop-image';
import { useNearbyShops } from '../api/get-nearby-shops';
import { useShop } from '../api/get-shop';
import { useShopImages } from '../api/get-shop-images';
import { useSimilarShops } from '../api/get-similar-shops';
import { parsePlaceId } from '../../../shared/lib/venues';
import { ShopGrid } from './venue-cards';

export function ShopPage() {
  const id = parsePlaceId(useParams().id);
  if (id === null) throw new Response(null, { status: 404, statusText: 'Not Found' });
  return <ShopView id={id} />;
}

function ShopView({ id }: { id: number }) {
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
    <VenueLayout
      list={{ to: '/shops', label: 'Shops' }}
      place={data}
      mark={{ object: 'shop', id: data.shop_id }}
      categories={data.shop_category_name}
      photos={photos}
      upload={upload}
      details={
        <>
          {data.type_of_shop && (
            <DetailRow label="Type of shop">{shopTypeLabel(data.type_of_shop)}</DetailRow>
          )}
          {data.opening_hours && <DetailRow label="Opening hours">{data.opening_hours}</DetailRow>}
          <DirectContacts phone={data.phone} website={data.website} />
          {related.length > 0 && <DetailRow label="Related">{related.join(', ')}</DetailRow>}
        </>
      }
    >
      <PlaceGridSection
        title="Similar shops"
        query={similar}
        emptyText="No similar shops found."
        grid={(places) => <ShopGrid shops={places} />}
      />
      <PlaceGridSection
        title="Nearby shops"
        query={nearby}
        emptyText="Nothing else nearby yet."
        grid={(places) => <ShopGrid shops={places} />}
      />
    </VenueLayout>
  );
}
