import { Link, useParams } from 'react-router';
import { throwPageError } from '../../../shared/api/not-found';
import { usePageMeta } from '../../../shared/stores/page-meta-store';
import { PageSkeleton } from '../../catalog';
import { DetailRow, DirectContacts, VenueLayout } from '../../places';
import { useFood } from '../api/get-food';
import { parsePlaceId } from '../../../shared/lib/venues';

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
    <VenueLayout
      list={{ to: '/food', label: 'Food and drink' }}
      place={data}
      mark={{ object: 'food', id: data.restaurant_id, visited: false }}
      categories={data.food_category_name}
      details={
        <>
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
          {data.opening_hours && <DetailRow label="Opening hours">{data.opening_hours}</DetailRow>}
          <DirectContacts phone={data.phone} website={data.website} />
        </>
      }
    />
  );
}
