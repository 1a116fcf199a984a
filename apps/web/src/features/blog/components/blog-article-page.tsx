import { Link, useParams } from 'react-router';
import { throwPageError } from '../../../shared/api/not-found';
import { usePageMeta } from '../../../shared/stores/page-meta-store';
import content from '../../../shared/ui/content.module.css';
import { PageSkeleton } from '../../catalog';
import { useBlogArticle } from '../api/get-blog-article';
import { BlogPostCard, formatPublished } from './blog-post-card';
import styles from './blog.module.css';

export function BlogArticlePage() {
  const id = useParams().id ?? '';
  const article = useBlogArticle(id);
  usePageMeta(article.data?.meta);

  if (article.isError) throwPageError(article.error);
  if (!article.data) return <PageSkeleton />;
  const data = article.data;

  return (
    <article className={content.page}>
      <header>
        <nav aria-label="Breadcrumbs">
          <ol className={content.breadcrumbs}>
            <li>
              <Link to="/blog">Blog</Link>
            </li>
            <li aria-current="page">{data.title}</li>
          </ol>
        </nav>
        <h1 className={styles.articleTitle}>{data.title}</h1>
        <p className={styles.meta}>
          {data.author} ·{' '}
          <time dateTime={data.published_at}>{formatPublished(data.published_at)}</time> ·{' '}
          {data.reading_minutes} min read
        </p>
      </header>
      {data.image && <img className={styles.articleImage} src={data.image} alt="" />}
      {/* The server renders the Markdown to sanitised HTML (BlogArticleSchema.html). */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: data.html }} />
      {data.related.length > 0 && (
        <section className={content.section} aria-labelledby="related">
          <h2 id="related">Related articles</h2>
          <ul className={`${content.grid} ${styles.list}`}>
            {data.related.map((post) => (
              <li key={post.id}>
                <BlogPostCard post={post} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
