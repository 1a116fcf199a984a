import { Link } from 'react-router';

export function TermsPage() {
  return (
    <article className="prose">
      <h1>Terms of Use</h1>
      <p className="updated">These terms apply to this installation of the planner.</p>
      <p className="lead">
        By creating an account or using the planner you agree to these terms. They are written to be
        read; if something is unclear, ask us through the <Link to="/contacts">Contacts</Link> page.
      </p>

      <h2>1. The service</h2>
      <p>
        The planner helps you design trips with an AI assistant, an interactive map and a day-by-day
        schedule. Some features are available without an account; saving trips, inviting friends and
        managing a subscription require one.
      </p>

      <h2>2. Your account</h2>
      <ul>
        <li>Give a real e-mail address and keep your password to yourself.</li>
        <li>You are responsible for what happens under your account.</li>
        <li>
          You may close your account at any time; we then delete your profile and trips as described
          in the <Link to="/privacy">Privacy Policy</Link>.
        </li>
      </ul>

      <h2>3. Travel information is guidance</h2>
      <p>
        Suggestions, opening times, travel durations, prices and climate figures come from open data
        and automated estimates. They can be out of date or wrong. Check anything important, such as
        visas, health requirements, safety advice, timetables and bookings, with official sources
        before you travel. The assistant can make mistakes; treat its answers as a starting point,
        not as professional advice.
      </p>

      <h2>4. Your content</h2>
      <p>
        Trips, messages and photos you add remain yours. You give us the permission needed to store
        them, show them to you and to the people you share a trip with, and to process them so the
        planner works. Do not upload content you have no right to share, or content that is
        unlawful, hateful or invades someone&apos;s privacy.
      </p>

      <h2>5. Sharing trips</h2>
      <p>
        When you invite friends, they see the trip and, as editors, can change it. Only invite
        people you trust with the plan, and remove participants who should no longer have access.
      </p>

      <h2>6. Fair use</h2>
      <p>
        Do not attempt to disrupt the service, scrape it at scale, get around plan limits or access
        other people&apos;s accounts. We limit request rates to keep the planner responsive for
        everyone.
      </p>

      <h2>7. Subscriptions</h2>
      <p>
        Paid plans raise limits such as the number of planned trips and place views. The price and
        period are shown before you pay. You can cancel at any time; the plan then returns to Free
        at the end of the paid period.
      </p>

      <h2>8. Open source</h2>
      <p>
        The planner&apos;s source code is available under its open-source licence. These terms
        govern the use of this installation and its accounts, not your rights under that licence.
      </p>

      <h2>9. Liability</h2>
      <p>
        The planner is provided as it is. To the extent the law allows, we are not liable for losses
        arising from travel decisions made with its help, or from interruptions of the service.
        Nothing in these terms limits rights you have as a consumer that cannot be limited.
      </p>

      <h2>10. Changes</h2>
      <p>
        We may update these terms as the planner evolves. Significant changes are announced in the
        app before they take effect; continuing to use the planner afterwards means you accept them.
      </p>
    </article>
  );
}
