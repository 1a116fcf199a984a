import type { Event, Restaurant, Shop } from '@ai-map/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from '../../../shared/ui/content.module.css';
import { ScoreBadge } from '../../../shared/ui/score-badge';
import { eventPath, foodPath, formatDateRange, shopPath } from '../../../shared/lib/venues';
import local from '../../../shared/ui/venues.module.css';

interface PlaceCardProps {
  href: string;
  name: string;
  rating: number;
  meta: string;
  place: string;
  image: string | null;
  extra?: ReactNode;
}

/** A shop, food place or event in a list: name, what it is, where, rating. */
function PlaceCard({ href, name, rating, meta, place, image, extra }: PlaceCardProps) {
  return (
    <article className={styles.card}>
      {image && <img className={styles.cardImage} src={image} alt="" loading="lazy" />}
      <div className={styles.cardTop}>
        <h3 className={styles.cardTitle}>
          <Link to={href}>{name}</Link>
        </h3>
        <ScoreBadge score={rating} />
      </div>
      {meta && <p className={styles.cardMeta}>{meta}</p>}
      <div className={styles.cardStats}>
        {extra}
        {place && <span>{place}</span>}
      </div>
    </article>
  );
}

type Located = Pick<Shop, 'city_name' | 'country_name' | 'is_blurred' | 'tile_image'>;
const placeOf = (item: Located) => [item.city_name, item.country_name].filter(Boolean).join(', ');
const imageOf = (item: Located) => (item.is_blurred ? null : item.tile_image);

export function ShopCard({ shop }: { shop: Shop }) {
  return (
    <PlaceCard
      href={shopPath(shop.shop_id)}
      name={shop.name}
      rating={shop.rating}
      meta={shop.shop_category_name[0] ?? 'Shop'}
      place={placeOf(shop)}
      image={imageOf(shop)}
    />
  );
}

export function FoodCard({ food }: { food: Restaurant }) {
  const what = [food.food_category_name[0], ...food.cooking_style.slice(0, 2)].filter(Boolean);
  return (
    <PlaceCard
      href={foodPath(food.restaurant_id)}
      name={food.name}
      rating={food.rating}
      meta={what.join(' · ')}
      place={placeOf(food)}
      image={imageOf(food)}
      extra={food.dish_data.type_of_dish && <strong>{food.dish_data.type_of_dish}</strong>}
    />
  );
}

export function EventCard({ event }: { event: Event }) {
  return (
    <PlaceCard
      href={eventPath(event.event_id)}
      name={event.name}
      rating={event.rating}
      meta={event.event_category_name.join(', ')}
      place={placeOf(event)}
      image={imageOf(event)}
      extra={
        <>
          <strong>{formatDateRange(event.start_date, event.finish_date)}</strong>
          {event.is_public_holiday && <span className={local.badge}>Public holiday</span>}
        </>
      }
    />
  );
}

export function ShopGrid({ shops }: { shops: Shop[] }) {
  return (
    <ul className={styles.grid}>
      {shops.map((shop) => (
        <li key={shop.shop_id}>
          <ShopCard shop={shop} />
        </li>
      ))}
    </ul>
  );
}

export function FoodGrid({ food }: { food: Restaurant[] }) {
  return (
    <ul className={styles.grid}>
      {food.map((item) => (
        <li key={item.restaurant_id}>
          <FoodCard food={item} />
        </li>
      ))}
    </ul>
  );
}

export function EventGrid({ events }: { events: Event[] }) {
  return (
    <ul className={styles.grid}>
      {events.map((event) => (
        <li key={event.event_id}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}
