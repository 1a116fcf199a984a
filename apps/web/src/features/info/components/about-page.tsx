import { Link } from 'react-router';

export function AboutPage() {
  return (
    <article className="prose">
      <h1>About</h1>
      <p className="lead">
        AI travel map and planner turns a conversation into a trip. Tell the assistant where you
        would like to go, what you enjoy and how much time you have; it suggests places, puts them
        on an interactive world map and arranges them into days you can edit by hand.
      </p>

      <h2>What it does</h2>
      <ul>
        <li>
          <strong>Plans with you, by text or by voice.</strong> The assistant proposes cities,
          attractions, food and events, explains why, and edits the trip when you ask it to move,
          add or drop a stop.
        </li>
        <li>
          <strong>Shows everything on the map.</strong> Every stop is a numbered marker; routes
          between stops show how you travel (by car, train, bus, ferry or plane) and roughly how
          long it takes.
        </li>
        <li>
          <strong>Keeps the practical side in view.</strong> Climate by month, typical costs for a
          week, and a budget for the whole trip help you decide when to go and what to expect.
        </li>
        <li>
          <strong>Plans together.</strong> Invite friends by e-mail as editors or viewers, so the
          whole group works on one plan instead of a chain of messages.
        </li>
      </ul>

      <h2>Built on open data</h2>
      <p>
        The map and its places come from open datasets, credited to the communities that maintain
        them:
      </p>
      <ul>
        <li>
          <strong>OpenStreetMap</strong> for restaurants, cafés, shops, sights, banks and other
          points of interest, under the Open Database License.
        </li>
        <li>
          <strong>Wikidata</strong> for attractions, museums and landmarks worldwide, with visitor
          numbers and Wikipedia links where known (CC0).
        </li>
        <li>
          <strong>GeoNames</strong> for cities, regions and populations.
        </li>
        <li>
          <strong>World Bank</strong> indicators for price levels and international tourist arrivals
          (CC BY 4.0).
        </li>
        <li>
          <strong>CRU and NOAA</strong> climate normals (1991–2020) for monthly air and sea
          temperatures.
        </li>
      </ul>
      <p>
        When something on the map is wrong, the best fix is upstream: an edit to OpenStreetMap or
        Wikidata improves this planner and every other project that uses the same data. You can also
        tell us through the <Link to="/contacts">contact form</Link>.
      </p>

      <h2>Open source and self-hostable</h2>
      <p>
        The whole product, from the assistant to the map, is open source. A single command starts a
        complete installation on one machine, with an embedded database, the bundled world dataset
        and a built-in assistant that works offline. Larger installations switch to PostgreSQL,
        Redis and any OpenAI-compatible language model through configuration alone.
      </p>
      <p>
        Running your own copy means your trips stay on your own server. Travel agencies, schools and
        clubs can offer the planner to their members under their own name.
      </p>

      <h2>Who is behind it</h2>
      <p>
        The project is developed in the open by its contributors. This installation is run by the
        team listed on the <Link to="/contacts">Contacts</Link> page, who are responsible for its
        accounts and data as described in the <Link to="/privacy">Privacy Policy</Link> and the{' '}
        <Link to="/terms">Terms of Use</Link>.
      </p>
    </article>
  );
}
