import { Link } from 'react-router';
import { AsyncSection } from '../../../shared/ui/async-section';
import { type useLocationAttractions, AttractionGrid } from '../../places';

/**
 * The best rated attractions of a country or a city, with the link to all of them. The page
 * asks for them itself (a city page before its own details have arrived).
 */
export function TopAttractions({
  attractions,
  name,
}: {
  attractions: ReturnType<typeof useLocationAttractions>;
  name: string;
}) {
  return (
    <AsyncSection
      title="Top attractions"
      hint="Best rated first"
      query={attractions}
      isEmpty={(page) => page.list.length === 0}
      emptyText={`No attractions of ${name} are in the catalogue yet.`}
      actions={<Link to="/attractions">All attractions</Link>}
    >
      {(page) => <AttractionGrid attractions={page.list} />}
    </AsyncSection>
  );
}
