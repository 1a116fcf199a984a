import { NavLink } from 'react-router';
import styles from './sidebar.module.css';

/** The catalogue's sections, in the header on a desk and in the menu drawer on a phone. */
export const catalogueLinks = [
  { to: '/countries', label: 'Countries' },
  { to: '/cities', label: 'Cities' },
  { to: '/attractions', label: 'Attractions' },
  { to: '/events', label: 'Events' },
  { to: '/blog', label: 'Blog' },
  { to: '/search', label: 'Search' },
];

/** The catalogue links as the drawer lists them. */
export function DrawerCatalogueLinks() {
  return (
    <nav aria-label="Explore" className={styles.explore}>
      <ul>
        {catalogueLinks.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                isActive ? `${styles.exploreLink} ${styles.exploreActive}` : styles.exploreLink
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
