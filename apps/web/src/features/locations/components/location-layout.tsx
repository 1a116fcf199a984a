import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from '../../../shared/ui/content.module.css';
import { ScoreBadge } from '../../../shared/ui/score-badge';
import { MarkButtons } from '../../social';

interface LocationLayoutProps {
  /** The links above the page's own name, the list first. */
  crumbs: { to: string; label: string }[];
  location: {
    name: string;
    is_liked: boolean;
    number_of_likes: number;
    is_favourite: boolean;
    is_visited: boolean;
  };
  mark: { object: 'country' | 'region' | 'city'; id: number };
  /** Shown before the name in the title (a country's flag). */
  titleIcon?: ReactNode;
  subtitle: ReactNode;
  /** The location's rating; a region has none. */
  score?: number;
  /** Under the hero, still in the header (a city's live area fetch). */
  headerExtra?: ReactNode;
  children: ReactNode;
}

/** The header every location page (country, region, city) opens with, then its sections. */
export function LocationLayout({
  crumbs,
  location,
  mark,
  titleIcon,
  subtitle,
  score,
  headerExtra,
  children,
}: LocationLayoutProps) {
  return (
    <article className={styles.page}>
      <header>
        <nav aria-label="Breadcrumbs">
          <ol className={styles.breadcrumbs}>
            {crumbs.map((crumb) => (
              <li key={crumb.to}>
                <Link to={crumb.to}>{crumb.label}</Link>
              </li>
            ))}
            <li aria-current="page">{location.name}</li>
          </ol>
        </nav>
        <div className={styles.hero}>
          <div className={styles.heroMain}>
            <h1 className={styles.title}>
              {titleIcon}
              {location.name}
            </h1>
            <p className={styles.subtitle}>{subtitle}</p>
            <MarkButtons
              object={mark.object}
              id={mark.id}
              name={location.name}
              isLiked={location.is_liked}
              likes={location.number_of_likes}
              isFavourite={location.is_favourite}
              isVisited={location.is_visited}
            />
          </div>
          {score !== undefined && <ScoreBadge score={score} large />}
        </div>
        {headerExtra}
      </header>
      {children}
    </article>
  );
}
