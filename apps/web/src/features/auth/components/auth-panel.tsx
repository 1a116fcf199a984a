import { useId, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { CheckCircleIcon, LogoMark } from '../../../shared/ui/icons';
import type { AuthMode } from '../../../shared/stores/auth-modal-store';
import styles from './auth.module.css';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { SignUpForm } from './signup-form';
import { SocialLoginButtons } from './social-login-buttons';

type View = { name: 'tabs' } | { name: 'forgot' } | { name: 'sent'; detail: string };

const headings: Record<AuthMode | 'forgot' | 'sent', { title: string; subtitle: string }> = {
  signin: { title: 'Welcome back', subtitle: 'Log in to see your trips and plan with friends.' },
  signup: {
    title: 'Create your account',
    subtitle: 'Save your trips, invite friends and pick up where you left off.',
  },
  forgot: {
    title: 'Reset your password',
    subtitle: 'Enter the e-mail address of your account and we will send you a reset link.',
  },
  sent: { title: 'Check your inbox', subtitle: 'The reset link is on its way.' },
};

interface AuthPanelProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  onSignedIn: () => void;
  /** Id given to the heading, so a dialog can be labelled by it. */
  headingId?: string;
  /** The /login page uses the panel's heading as its page heading. */
  headingLevel?: 'h1' | 'h2';
}

/** Login and Sign Up tabs, social login and the forgot-password flow; used by the modal and /login. */
export function AuthPanel({
  mode,
  onModeChange,
  onSignedIn,
  headingId,
  headingLevel: Heading = 'h2',
}: AuthPanelProps) {
  const [view, setView] = useState<View>({ name: 'tabs' });
  const generatedId = useId();
  const titleId = headingId ?? generatedId;
  const tabIds = { signin: `${generatedId}-signin`, signup: `${generatedId}-signup` };
  const heading = headings[view.name === 'tabs' ? mode : view.name];

  return (
    <div className={styles.panel}>
      <div className={styles.header}>
        <LogoMark size={40} />
        <Heading id={titleId}>{heading.title}</Heading>
        <p>{heading.subtitle}</p>
      </div>

      {view.name === 'forgot' && (
        <ForgotPasswordForm
          onSent={(detail) => setView({ name: 'sent', detail })}
          onBack={() => setView({ name: 'tabs' })}
        />
      )}

      {view.name === 'sent' && (
        <div className={styles.success} role="status">
          <span className={styles.successIcon}>
            <CheckCircleIcon size={28} />
          </span>
          <p>
            {view.detail} Follow the link in the message to choose a new password; it may take a
            minute to arrive.
          </p>
          <Button
            variant="secondary"
            onClick={() => {
              onModeChange('signin');
              setView({ name: 'tabs' });
            }}
          >
            Back to login
          </Button>
        </div>
      )}

      {view.name === 'tabs' && (
        <>
          <div className={styles.tabs} role="tablist" aria-label="Account">
            {(['signin', 'signup'] as const).map((tab) => (
              <button
                key={tab}
                type="button"
                role="tab"
                id={tabIds[tab]}
                aria-selected={mode === tab}
                aria-controls={`${tabIds[tab]}-panel`}
                tabIndex={mode === tab ? 0 : -1}
                className={styles.tab}
                onClick={() => onModeChange(tab)}
              >
                {tab === 'signin' ? 'Login' : 'Sign Up'}
              </button>
            ))}
          </div>
          <SocialLoginButtons />
          {/* Keyed by mode: switching tabs mounts a fresh form, clearing fields and errors. */}
          <div
            role="tabpanel"
            id={`${tabIds[mode]}-panel`}
            aria-labelledby={tabIds[mode]}
            key={mode}
          >
            {mode === 'signin' ? (
              <LoginForm
                onForgotPassword={() => setView({ name: 'forgot' })}
                onSignedIn={onSignedIn}
              />
            ) : (
              <SignUpForm onSignedIn={onSignedIn} />
            )}
          </div>
        </>
      )}
    </div>
  );
}
