import { type PasswordReset, PasswordResetSchema } from '@ai-map/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { errorDetail, firstFieldError } from '../../../shared/api/api-error';
import {
  fieldMessage,
  requiredFieldsMessage,
  requireFields,
} from '../../../shared/lib/form-errors';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { TextField } from '../../../shared/ui/text-field';
import { useRequestPasswordReset } from '../api/request-password-reset';
import styles from './auth.module.css';

const resolver = requireFields(zodResolver(PasswordResetSchema), ['email']);

interface ForgotPasswordFormProps {
  onSent: (detail: string) => void;
  onBack: () => void;
}

/** Asks for a reset link; an empty e-mail is flagged without calling the server (spec 000 §5). */
export function ForgotPasswordForm({ onSent, onBack }: ForgotPasswordFormProps) {
  const reset = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordReset>({ resolver, defaultValues: { email: '' } });

  const onSubmit = async (form: PasswordReset) => {
    try {
      const { detail } = await reset.mutateAsync(form);
      onSent(detail);
    } catch (error) {
      const emailError = firstFieldError(error, 'email');
      if (emailError) setError('email', { type: 'server', message: emailError });
      else setError('root.server', { message: errorDetail(error) });
    }
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        data-autofocus
        invalid={Boolean(errors.email)}
        error={fieldMessage(errors.email)}
        {...register('email')}
      />
      <FormAlert message={requiredFieldsMessage(errors) ?? errors.root?.server?.message} />
      <Button type="submit" size="large" block loading={isSubmitting}>
        Send reset link
      </Button>
      <button type="button" className={styles.linkButton} onClick={onBack}>
        Back to login
      </button>
    </form>
  );
}
