import { Link } from 'react-router';
import styles from './footer.module.css';

const links = [
  { to: '/countries', label: 'Countries' },
  { to: '/cities', label: 'Cities' },
  { to: '/attractions', label: 'Attractions' },
  { to: '/blog', label: 'Blog' },
  { to: '/search', label: 'Search' },
  { to: '/about', label: 'About' },
  { to: '/advertising', label: 'Advertising' },
  { to: '/contacts', label: 'Contacts' },
  { to: '/terms', label: 'Terms of Use' },
  { to: '/privacy', label: 'Privacy Policy' },
];

export function Footer() {
  return (
    <footer className={styles.footer}>
      <p>© {new Date().getFullYear()} AI travel map and planner</p>
      <nav aria-label="Footer">
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
