import { Link } from 'react-router';

export function PrivacyPage() {
  return (
    <article className="prose">
      <h1>Privacy Policy</h1>
      <p className="updated">This policy applies to this installation of the planner.</p>
      <p className="lead">
        We store what the planner needs to work and nothing more. There is no third-party tracking
        by default, and your trips are never used to target advertising.
      </p>

      <h2>What we store</h2>
      <ul>
        <li>
          <strong>Your account:</strong> name, e-mail address, a salted hash of your password (never
          the password itself), whether your e-mail is confirmed, and your plan.
        </li>
        <li>
          <strong>Your trips:</strong> the chats with the assistant, the places, days, transport and
          budget of each trip, and the people you share it with.
        </li>
        <li>
          <strong>Uploaded photos:</strong> the profile photo you choose, stored on this server
          until you replace it or close your account.
        </li>
        <li>
          <strong>Messages to us:</strong> what you send through the contact form, so we can answer.
        </li>
        <li>
          <strong>Technical logs:</strong> short-lived server logs of requests, used to keep the
          service secure and find errors.
        </li>
      </ul>

      <h2>Cookies</h2>
      <p>
        The planner uses a few first-party cookies, each kept for at most one year, and none for
        advertising:
      </p>
      <ul>
        <li>
          <strong>Auth token</strong> keeps you signed in: for one year when you tick “Remember me”
          or create an account, otherwise until you close the browser.
        </li>
        <li>
          <strong>CSRF token</strong> protects your account against forged requests from other
          sites.
        </li>
        <li>
          <strong>Feature flags</strong> remember which optional features are switched on in your
          browser.
        </li>
        <li>
          <strong>Planner access code</strong> lets you plan without an account; when you sign up or
          log in, the trips made with it move to your account and the cookie is removed.
        </li>
      </ul>

      <h2>How the assistant uses your messages</h2>
      <p>
        Your messages are sent to the assistant configured for this installation in order to answer
        them. With the built-in assistant they never leave this server. If the operator connects an
        external language model, your messages are processed by that provider under its terms; the
        operator is responsible for choosing one that respects this policy.
      </p>

      <h2>Third parties</h2>
      <p>
        No analytics, advertising or social-media scripts are loaded by default. Map data comes from
        open datasets bundled with the planner. If the operator enables optional services such as
        payments or e-mail delivery, only the data those services need is shared with them.
      </p>

      <h2>Your rights</h2>
      <ul>
        <li>See and correct your name, e-mail and photo in Settings at any time.</li>
        <li>Ask for a copy of your data, or for your account and trips to be deleted.</li>
        <li>Withdraw from shared trips, or remove people from trips you own.</li>
      </ul>
      <p>
        Send requests through the <Link to="/contacts">contact form</Link>. We answer within 30
        days.
      </p>

      <h2>Retention</h2>
      <p>
        Account data and trips are kept while your account exists and deleted within 30 days after
        you close it. Trips planned without an account are deleted after a year without use.
      </p>
    </article>
  );
}
