import { Link } from 'react-router';
import { useCurrentUser } from '../../../shared/hooks/use-current-user';
import { ContactForm } from './contact-form';
import styles from './contacts.module.css';

export function ContactsPage() {
  const { profile } = useCurrentUser();
  return (
    <article>
      <div className="prose">
        <h1>Contacts</h1>
        <p className="lead">
          Found a bug, missing a place, or have an idea that would make trip planning easier? Write
          to the team that runs this installation. Every message is read by a person.
        </p>
      </div>
      <div className={styles.layout}>
        <div className={styles.card}>
          <ContactForm
            key={profile?.id ?? 'guest'}
            defaults={profile ? { name: profile.name, email: profile.email } : undefined}
          />
        </div>
        <aside className={styles.aside}>
          <section>
            <h2>Data corrections</h2>
            <p>
              Places come from open data. Tell us the place and what is wrong; fixes made upstream
              in OpenStreetMap or Wikidata reach every installation with the next data import.
            </p>
          </section>
          <section>
            <h2>Partnerships</h2>
            <p>
              Interested in a labelled partner placement on the map? Read how{' '}
              <Link to="/advertising">advertising</Link> works here, then write “Partnership” as the
              subject.
            </p>
          </section>
          <section>
            <h2>Your data</h2>
            <p>
              Questions about what we store are answered in the{' '}
              <Link to="/privacy">Privacy Policy</Link>; requests to export or delete an account can
              be sent with this form.
            </p>
          </section>
        </aside>
      </div>
    </article>
  );
}
