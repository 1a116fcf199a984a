import { type Registration, RegistrationSchema } from '@ai-map/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { type Resolver, useForm } from 'react-hook-form';
import { errorDetail, firstFieldError, hasFieldErrors } from '../../../shared/api/api-error';
import {
  fieldMessage,
  requiredFieldsMessage,
  requireFields,
} from '../../../shared/lib/form-errors';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { CheckboxField, TextField } from '../../../shared/ui/text-field';
import { useRegister } from '../api/register';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { toast } from '../../../shared/ui/toast/toast-store';
import styles from './auth.module.css';

/** The form holds the checkbox as a boolean; the contract's `true` literal is the rule checked. */
type SignUpValues = Omit<Registration, 'userAgreement'> & { userAgreement: boolean };

const resolver = requireFields(
  zodResolver(RegistrationSchema) as Resolver<SignUpValues, unknown, Registration>,
  ['full_name', 'email', 'password1', 'password2'],
);

/** Which form field shows each server field's message (spec 000 §5). */
const serverFieldTargets = [
  ['full_name', 'full_name'],
  ['email', 'email'],
  ['password1', 'password1'],
  ['password2', 'password2'],
  ['userAgreement', 'userAgreement'],
  ['non_field_errors', 'password2'],
] as const;

export function SignUpForm({ onSignedIn }: { onSignedIn: () => void }) {
  const registration = useRegister();
  const completeSignIn = useCompleteSignIn();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues, unknown, Registration>({
    resolver,
    defaultValues: { full_name: '', email: '', password1: '', password2: '', userAgreement: false },
  });

  const onSubmit = async (form: Registration) => {
    try {
      const { key } = await registration.mutateAsync(form);
      // A new account is remembered for the cookie's full year.
      await completeSignIn(key, true);
      onSignedIn();
      // The server mails a confirmation link on registration (auth.service register).
      toast.info(
        `We are sending a confirmation link to ${form.email}. Open it to confirm your address; you can plan trips meanwhile.`,
        'Check your e-mail',
      );
    } catch (error) {
      if (!hasFieldErrors(error)) {
        setError('root.server', { message: errorDetail(error) });
        return;
      }
      const shown = new Set<string>();
      for (const [serverField, formField] of serverFieldTargets) {
        // Registration shows the first message of each field, one message per input.
        const message = firstFieldError(error, serverField);
        if (!message || shown.has(formField)) continue;
        shown.add(formField);
        setError(formField, { type: 'server', message });
      }
    }
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <TextField
        label="Full name"
        autoComplete="name"
        data-autofocus
        invalid={Boolean(errors.full_name)}
        error={fieldMessage(errors.full_name)}
        {...register('full_name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        invalid={Boolean(errors.email)}
        error={fieldMessage(errors.email)}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        invalid={Boolean(errors.password1)}
        error={fieldMessage(errors.password1)}
        {...register('password1')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        invalid={Boolean(errors.password2)}
        error={fieldMessage(errors.password2)}
        {...register('password2')}
      />
      <CheckboxField
        label={
          <>
            I agree to the{' '}
            <Link to="/terms" target="_blank" rel="noreferrer">
              Terms of Use
            </Link>{' '}
            and the{' '}
            <Link to="/privacy" target="_blank" rel="noreferrer">
              Privacy Policy
            </Link>
          </>
        }
        error={fieldMessage(errors.userAgreement)}
        {...register('userAgreement')}
      />
      <FormAlert message={requiredFieldsMessage(errors) ?? errors.root?.server?.message} />
      <Button type="submit" size="large" block loading={isSubmitting}>
        Sign up
      </Button>
    </form>
  );
}
