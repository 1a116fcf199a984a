import { Link, useParams } from 'react-router';
import { throwPageError } from '../../../shared/api/not-found';
import { usePageMeta } from '../../../shared/stores/page-meta-store';
import styles from '../../../shared/ui/content.module.css';
import { PageSkeleton } from '../../catalog';
import local from '../../../shared/ui/attraction.module.css';
import {
  PhotoSlider,
  AddressRow,
  DetailRow,
  DirectContacts,
  PlaceRating,
  WikipediaLink,
} from '../../places';
import { MarkButtons } from '../../social';
import { useFood } from '../api/get-food';
import { parsePlaceId, placeAddress } from '../../../shared/lib/venues';
import { PlaceBreadcrumbs } from './place-breadcrumbs';

export function FoodPage() {
  const id = parsePlaceId(useParams().id);
  if (id === null) throw new Response(null, { status: 404, statusText: 'Not Found' });
  return <FoodView id={id} />;
}

/**
 * A food or drink place. The award lists (Michelin and the like) are always empty, no open data
 * licenses them, so nothing is shown for them.
 */
function FoodView({ id }: { id: number }) {
  const food = useFood(id);
  usePageMeta(food.data?.meta);

  if (food.isError) throwPageError(food.error);
  if (!food.data) return <PageSkeleton />;
  const data = food.data;
  const dishType = data.dish_data.type_of_dish;
  const dishSlug = data.dish_data.type_of_dish_slug;

  return (
    <article className={styles.page}>
      <header>
        <PlaceBreadcrumbs list={{ to: '/food', label: 'Food and drink' }} place={data} />
      </header>
      <div className={local.layout}>
        <div className={local.media}>
          <PhotoSlider images={data.image} name={data.name} blurred={data.is_blurred} />
        </div>
        <div className={local.info}>
          <h1 className={styles.title}>{data.name}</h1>
          {data.food_category_name.length > 0 && (
            <ul className={styles.chips} aria-label="Categories">
              {data.food_category_name.map((category) => (
                <li key={category} className={styles.chip}>
                  {category}
                </li>
              ))}
            </ul>
          )}
          <PlaceRating rating={data.rating} />
          <MarkButtons
            object="food"
            id={data.restaurant_id}
            name={data.name}
            isLiked={data.is_liked}
            likes={data.number_of_likes}
            isFavourite={data.is_favourite}
          />
          <dl className={local.details}>
            <AddressRow address={placeAddress(data)} />
            {dishType && (
              <DetailRow label="Food">
                {dishSlug ? (
                  <Link to={`/food?type=${encodeURIComponent(dishSlug)}`}>{dishType}</Link>
                ) : (
                  dishType
                )}
              </DetailRow>
            )}
            {data.cooking_style.length > 0 && (
              <DetailRow label="Cuisine">{data.cooking_style.join(', ')}</DetailRow>
            )}
            {data.opening_hours && (
              <DetailRow label="Opening hours">{data.opening_hours}</DetailRow>
            )}
            <DirectContacts phone={data.phone} website={data.website} />
          </dl>
          <WikipediaLink href={data.wikipedia} />
        </div>
      </div>
    </article>
  );
}
