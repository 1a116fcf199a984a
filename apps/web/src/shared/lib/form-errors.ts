import { messages } from '@ai-map/contracts';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * Wraps a schema resolver so that empty required fields are reported first, all with the spec's
 * one message "Please fill in all required fields" (spec 000 §5). The contract schemas would
 * otherwise answer an empty e-mail with the e-mail-format message.
 */
export function requireFields<TValues extends FieldValues, TContext, TOutput>(
  resolver: Resolver<TValues, TContext, TOutput>,
  fields: readonly (keyof TValues & string)[],
): Resolver<TValues, TContext, TOutput> {
  return async (values, context, options) => {
    const missing = fields.filter((field) => {
      const value: unknown = values[field];
      return typeof value !== 'string' || value.trim() === '';
    });
    if (missing.length === 0) return resolver(values, context, options);
    const errors = Object.fromEntries(
      missing.map((field) => [field, { type: 'required', message: messages.requiredFields }]),
    ) as FieldErrors<TValues>;
    return { values: {}, errors };
  };
}

/**
 * The shared required-fields message is shown once for the whole form, not under every empty
 * field, so that the form reads as one sentence and the text appears exactly once on the page.
 */
export function requiredFieldsMessage(errors: FieldErrors): string | undefined {
  return Object.values(errors).some((error) => error?.message === messages.requiredFields)
    ? messages.requiredFields
    : undefined;
}

/** The message to print under a field; the shared required message is printed by the form. */
export function fieldMessage(error: FieldError | undefined): string | undefined {
  if (!error?.message || error.message === messages.requiredFields) return undefined;
  return error.message;
}
