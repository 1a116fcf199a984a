import { type Checkout, paymentMessages, SandboxCardSchema } from '@ai-map/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorDetail, firstFieldError } from '../../../shared/api/api-error';
import {
  fieldMessage,
  requiredFieldsMessage,
  requireFields,
} from '../../../shared/lib/form-errors';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { TextField } from '../../../shared/ui/text-field';
import { usePayCheckout } from '../api/pay-checkout';
import { formatPlanPrice } from '../lib/plan-labels';
import styles from './subscription-page.module.css';

type CardInput = z.input<typeof SandboxCardSchema>;
type CardOutput = z.output<typeof SandboxCardSchema>;

const resolver = requireFields(zodResolver(SandboxCardSchema), ['card_number', 'expiry', 'cvc']);
const cardFields = ['card_number', 'expiry', 'cvc', 'name'] as const;

/**
 * The sandbox provider's test card form. The contract's schema checks it here with the server's
 * own messages (Luhn, MM/YY, expiry, CVC); the server's answer, e.g. the decline of
 * 4000 0000 0000 0002, shows under its field verbatim.
 */
export function SandboxCardForm({ checkout }: { checkout: Checkout }) {
  const pay = usePayCheckout();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CardInput, unknown, CardOutput>({
    resolver,
    defaultValues: { card_number: '', expiry: '', cvc: '', name: '' },
  });

  const onSubmit = async (card: CardOutput) => {
    try {
      await pay.mutateAsync({ id: checkout.id, card: { ...card, name: card.name || undefined } });
    } catch (error) {
      const placed = cardFields.filter((field) => {
        const message = firstFieldError(error, field);
        if (message) setError(field, { type: 'server', message });
        return Boolean(message);
      });
      // A refusal no field owns (an expired checkout, the server down) shows above the button.
      if (placed.length === 0) setError('root.server', { message: errorDetail(error) });
    }
  };

  return (
    <form className={styles.cardForm} onSubmit={handleSubmit(onSubmit)} noValidate>
      <p className={styles.hint}>
        {paymentMessages.sandboxTestCardsOnly} The card 4000 0000 0000 0002 is declined.
      </p>
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        data-autofocus
        invalid={Boolean(errors.card_number)}
        error={fieldMessage(errors.card_number)}
        {...register('card_number')}
      />
      <div className={styles.cardRow}>
        <TextField
          label="Expiry (MM/YY)"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          invalid={Boolean(errors.expiry)}
          error={fieldMessage(errors.expiry)}
          {...register('expiry')}
        />
        <TextField
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          invalid={Boolean(errors.cvc)}
          error={fieldMessage(errors.cvc)}
          {...register('cvc')}
        />
      </div>
      <TextField
        label="Name on card"
        autoComplete="cc-name"
        optional
        error={fieldMessage(errors.name)}
        {...register('name')}
      />
      <FormAlert message={requiredFieldsMessage(errors) ?? errors.root?.server?.message} />
      <Button type="submit" size="large" block loading={isSubmitting}>
        Pay {formatPlanPrice(checkout.amount)}
      </Button>
    </form>
  );
}
