import { PAGE_SIZES, SEARCH_MAX_LENGTH } from '@ai-map/contracts';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { parsePage } from '../../../shared/lib/pagination';
import { Button } from '../../../shared/ui/button';
import { useBlogPosts } from '../api/get-blog-posts';
import { BlogPostCard } from './blog-post-card';
import content from '../../../shared/ui/content.module.css';
import styles from './blog.module.css';
import { ListPage } from '../../../shared/ui/list-page';

export function BlogPage() {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const search = (params.get('search') ?? '').slice(0, SEARCH_MAX_LENGTH);
  const [draft, setDraft] = useState(search);
  const posts = useBlogPosts({ page, search });

  const hrefFor = (target: number) => {
    const next = new URLSearchParams();
    if (search) next.set('search', search);
    if (target > 1) next.set('page', String(target));
    return `?${next}`;
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (draft.trim()) next.set('search', draft.trim());
    setParams(next);
  };

  return (
    <ListPage
      title="Blog"
      lead="Travel ideas, guides and how the map works."
      tools={
        <form className={styles.search} role="search" onSubmit={onSubmit}>
          <input
            type="search"
            aria-label="Search articles"
            placeholder="Search articles"
            value={draft}
            maxLength={SEARCH_MAX_LENGTH}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
      }
      query={posts}
      skeleton={{ count: 6, height: 200 }}
      emptyText="No articles found."
      page={page}
      pageSize={PAGE_SIZES.blog}
      hrefFor={hrefFor}
    >
      {(list) => (
        <ul className={`${content.grid} ${styles.list}`} aria-label="Articles">
          {list.map((post) => (
            <li key={post.id}>
              <BlogPostCard post={post} />
            </li>
          ))}
        </ul>
      )}
    </ListPage>
  );
}
