import type { ComponentPropsWithRef } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface ButtonStyle {
  variant?: ButtonVariant;
  size?: 'medium' | 'large';
  block?: boolean;
  iconOnly?: boolean;
}

/** The button look, also used by links that act as buttons (e.g. "New trip"). */
export function buttonClassName({
  variant = 'primary',
  size = 'medium',
  block = false,
  iconOnly = false,
}: ButtonStyle = {}): string {
  return [
    styles.button,
    styles[variant],
    size === 'large' ? styles.large : '',
    block ? styles.block : '',
    iconOnly ? styles.iconOnly : '',
  ]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ComponentPropsWithRef<'button'> &
  ButtonStyle & {
    /** Shows a spinner, disables the button and marks it busy for assistive technology. */
    loading?: boolean;
  };

export function Button({
  variant,
  size,
  block,
  iconOnly,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={[buttonClassName({ variant, size, block, iconOnly }), className]
        .filter(Boolean)
        .join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
