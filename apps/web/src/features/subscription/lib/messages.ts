/** The spec's plan-selection text (000 §2 Days selection modal, §8 error catalogue), verbatim. */
export const subscriptionMessages = {
  downgradeWarning:
    'You have paid subscription. After date of payment you will downgrade to free plan automatically.',
  daysTitle: 'Days selection',
  daysText: 'You can select days quantity. Payment is charged only for the days you use',
  noOptions: 'No options',
} as const;
