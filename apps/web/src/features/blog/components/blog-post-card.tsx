import type { BlogPost } from '@ai-map/contracts';
import { Link } from 'react-router';
import content from '../../../shared/ui/content.module.css';
import styles from './blog.module.css';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

export function formatPublished(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

export function blogPath(post: Pick<BlogPost, 'slug'>): string {
  return `/blog/${encodeURIComponent(post.slug)}`;
}

export function BlogPostCard({ post }: { post: BlogPost }) {
  return (
    <article className={`${content.card} ${styles.card}`}>
      {post.image && <img className={styles.cardImage} src={post.image} alt="" loading="lazy" />}
      <p className={styles.meta}>
        <time dateTime={post.published_at}>{formatPublished(post.published_at)}</time> ·{' '}
        {post.reading_minutes} min read
      </p>
      <h2 className={styles.cardTitle}>
        <Link to={blogPath(post)}>{post.title}</Link>
      </h2>
      <p className={styles.summary}>{post.summary}</p>
      {post.tags.length > 0 && (
        <ul className={styles.tags} aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      )}
    </article>
  );
}
