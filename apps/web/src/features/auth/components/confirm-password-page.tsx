import { type PasswordResetConfirm, PasswordResetConfirmSchema } from '@ai-map/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { errorDetail, firstFieldError, hasFieldErrors } from '../../../shared/api/api-error';
import {
  fieldMessage,
  requiredFieldsMessage,
  requireFields,
} from '../../../shared/lib/form-errors';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { CheckCircleIcon, LogoMark } from '../../../shared/ui/icons';
import { TextField } from '../../../shared/ui/text-field';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { useAuthModalStore } from '../../../shared/stores/auth-modal-store';
import styles from './auth.module.css';

const resolver = requireFields(zodResolver(PasswordResetConfirmSchema), [
  'new_password1',
  'new_password2',
]);

function OpenLoginButton() {
  const openAuthModal = useAuthModalStore((state) => state.openAuthModal);
  return (
    <Button size="large" onClick={() => openAuthModal('signin')}>
      Log in
    </Button>
  );
}

/**
 * The page the password-reset e-mail links to (`/confirm-password?uid=…&token=…`): choose a new
 * password, then log in with it.
 */
export function ConfirmPasswordPage() {
  const [searchParams] = useSearchParams();
  const uid = searchParams.get('uid') ?? '';
  const token = searchParams.get('token') ?? '';
  const [done, setDone] = useState<string | null>(null);
  const confirm = useConfirmPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetConfirm>({
    resolver,
    defaultValues: { uid, token, new_password1: '', new_password2: '' },
  });

  const onSubmit = async (form: PasswordResetConfirm) => {
    try {
      const { detail } = await confirm.mutateAsync(form);
      setDone(detail);
    } catch (error) {
      const password1 = firstFieldError(error, 'new_password1');
      const password2 =
        firstFieldError(error, 'new_password2') ?? firstFieldError(error, 'non_field_errors');
      // A bad uid or token means the link itself is wrong: that is a message for the whole form.
      const link = firstFieldError(error, 'token') ?? firstFieldError(error, 'uid');
      if (password1) setError('new_password1', { type: 'server', message: password1 });
      if (password2) setError('new_password2', { type: 'server', message: password2 });
      if (link || !hasFieldErrors(error)) {
        setError('root.server', { message: link ?? errorDetail(error) });
      }
    }
  };

  const missingLink = !uid || !token;

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="confirm-password-title">
        <div className={styles.panel}>
          <div className={styles.header}>
            <LogoMark size={40} />
            <h1 id="confirm-password-title">
              {done ? 'Password changed' : 'Choose a new password'}
            </h1>
            {!done && !missingLink && (
              <p>Pick a password you do not use anywhere else. You will log in with it next.</p>
            )}
          </div>

          {done && (
            <div className={styles.success} role="status">
              <span className={styles.successIcon}>
                <CheckCircleIcon size={28} />
              </span>
              <p>{done} You can now log in with it.</p>
              <OpenLoginButton />
            </div>
          )}

          {!done && missingLink && (
            <div className={styles.success}>
              <p>
                This page needs the link from the password reset e-mail. Open the link from the
                message, or request a new one from the login window with “Forgot your password?”.
              </p>
              <OpenLoginButton />
            </div>
          )}

          {!done && !missingLink && (
            <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
              <TextField
                label="New password"
                type="password"
                autoComplete="new-password"
                autoFocus
                invalid={Boolean(errors.new_password1)}
                error={fieldMessage(errors.new_password1)}
                {...register('new_password1')}
              />
              <TextField
                label="Confirm new password"
                type="password"
                autoComplete="new-password"
                invalid={Boolean(errors.new_password2)}
                error={fieldMessage(errors.new_password2)}
                {...register('new_password2')}
              />
              <FormAlert message={requiredFieldsMessage(errors) ?? errors.root?.server?.message} />
              <Button type="submit" size="large" block loading={isSubmitting}>
                Reset password
              </Button>
            </form>
          )}
        </div>
      </section>
    </div>
  );
}
