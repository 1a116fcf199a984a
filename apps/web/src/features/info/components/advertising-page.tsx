import { Link } from 'react-router';

export function AdvertisingPage() {
  return (
    <article className="prose">
      <h1>Advertising</h1>
      <p className="lead">
        Travellers come here to decide where to go and what to see. Advertising on this planner is
        designed to be useful at that moment and honest about what it is.
      </p>

      <h2>Partner placements on the map</h2>
      <p>
        Hotels, tours, restaurants, museums and local businesses can appear as partner placements: a
        highlighted marker on the map and a card in the place details. Every placement carries a
        visible “Partner” label, so a paid result is never mistaken for a recommendation.
      </p>
      <p>
        Placements are shown by place and by category. A museum in Lisbon appears to people looking
        at Lisbon and its culture; it does not follow anyone around the web.
      </p>

      <h2>No tracking-based ads</h2>
      <ul>
        <li>We do not build advertising profiles from your trips, chats or searches.</li>
        <li>We do not sell or share personal data with advertisers.</li>
        <li>
          Advertisers receive aggregate numbers only: how often a placement was shown and opened.
        </li>
        <li>No third-party advertising scripts or tracking pixels run on these pages.</li>
      </ul>

      <h2>The assistant stays neutral</h2>
      <p>
        The AI assistant plans from your interests and from open data. It is not paid to mention
        partners, and partner placements never change the order of its suggestions. If a suggested
        place happens to be a partner, the label says so.
      </p>

      <h2>What we accept</h2>
      <p>
        We accept travel-related businesses with real, verifiable places. We do not accept
        advertising for gambling, weapons, political campaigns or anything that misleads travellers,
        and we may remove a placement that receives repeated complaints.
      </p>

      <h2>Get in touch</h2>
      <p>
        To place your business on the map, write to us through the{' '}
        <Link to="/contacts">contact form</Link> with “Partnership” as the subject. Tell us the
        place, the cities you would like to appear in and a link to your website; we answer every
        request.
      </p>
    </article>
  );
}
