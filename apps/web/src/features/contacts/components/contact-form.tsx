import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  type ContactMessage,
  ContactMessageSchema,
} from '@ai-map/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorDetail, firstFieldError, hasFieldErrors } from '../../../shared/api/api-error';
import {
  fieldMessage,
  requiredFieldsMessage,
  requireFields,
} from '../../../shared/lib/form-errors';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { TextAreaField, TextField } from '../../../shared/ui/text-field';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useSendContactMessage } from '../api/send-contact-message';
import styles from './contacts.module.css';

type ContactInput = z.input<typeof ContactMessageSchema>;

const resolver = requireFields(zodResolver(ContactMessageSchema), ['name', 'email', 'message']);
const fields = ['name', 'email', 'subject', 'message'] as const;
const empty: ContactInput = { name: '', email: '', subject: '', message: '' };

interface ContactFormProps {
  /** Prefills name and e-mail for a signed-in user. */
  defaults?: { name: string; email: string };
}

export function ContactForm({ defaults }: ContactFormProps) {
  const send = useSendContactMessage();
  const initial = { ...empty, ...defaults };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactMessage>({ resolver, defaultValues: initial });

  const onSubmit = async (message: ContactMessage) => {
    try {
      const { detail } = await send.mutateAsync(message);
      toast.success(detail);
      reset(initial);
    } catch (error) {
      if (!hasFieldErrors(error)) {
        setError('root.server', { message: errorDetail(error) });
        return;
      }
      for (const field of fields) {
        const fieldError = firstFieldError(error, field);
        if (fieldError) setError(field, { type: 'server', message: fieldError });
      }
    }
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <div className={styles.twoColumns}>
        <TextField
          label="Name"
          autoComplete="name"
          invalid={Boolean(errors.name)}
          error={fieldMessage(errors.name)}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          invalid={Boolean(errors.email)}
          error={fieldMessage(errors.email)}
          {...register('email')}
        />
      </div>
      <TextField
        label="Subject"
        optional
        maxLength={CONTACT_SUBJECT_MAX_LENGTH}
        invalid={Boolean(errors.subject)}
        error={fieldMessage(errors.subject)}
        {...register('subject')}
      />
      <TextAreaField
        label="Message"
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        invalid={Boolean(errors.message)}
        error={fieldMessage(errors.message)}
        {...register('message')}
      />
      <FormAlert message={requiredFieldsMessage(errors) ?? errors.root?.server?.message} />
      <div>
        <Button type="submit" size="large" loading={isSubmitting}>
          Send message
        </Button>
      </div>
    </form>
  );
}
