import { LoginSchema } from '@ai-map/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorDetail, hasFieldErrors, joinedFieldError } from '../../../shared/api/api-error';
import {
  fieldMessage,
  requiredFieldsMessage,
  requireFields,
} from '../../../shared/lib/form-errors';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { CheckboxField, TextField } from '../../../shared/ui/text-field';
import { useLogin } from '../api/login';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import styles from './auth.module.css';

type LoginInput = z.input<typeof LoginSchema>;
type LoginOutput = z.output<typeof LoginSchema>;

const resolver = requireFields(zodResolver(LoginSchema), ['email', 'password']);

interface LoginFormProps {
  onForgotPassword: () => void;
  onSignedIn: () => void;
}

export function LoginForm({ onForgotPassword, onSignedIn }: LoginFormProps) {
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginOutput>({
    resolver,
    defaultValues: { email: '', password: '', remember: false },
  });

  const onSubmit = async (credentials: LoginOutput) => {
    try {
      const { key } = await login.mutateAsync(credentials);
      await completeSignIn(key, credentials.remember);
      onSignedIn();
    } catch (error) {
      if (!hasFieldErrors(error)) {
        setError('root.server', { message: errorDetail(error) });
        return;
      }
      // Login shows every message of a field, joined; form-wide ones go under the password.
      const email = joinedFieldError(error, 'email');
      const password = [
        joinedFieldError(error, 'password'),
        joinedFieldError(error, 'non_field_errors'),
      ]
        .filter(Boolean)
        .join(' ');
      if (email) setError('email', { type: 'server', message: email });
      if (password) setError('password', { type: 'server', message: password });
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
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        invalid={Boolean(errors.password)}
        error={fieldMessage(errors.password)}
        {...register('password')}
      />
      <div className={styles.row}>
        <CheckboxField label="Remember me" {...register('remember')} />
        <button type="button" className={styles.linkButton} onClick={onForgotPassword}>
          Forgot your password?
        </button>
      </div>
      <FormAlert message={requiredFieldsMessage(errors) ?? errors.root?.server?.message} />
      <Button type="submit" size="large" block loading={isSubmitting}>
        Log in
      </Button>
    </form>
  );
}
