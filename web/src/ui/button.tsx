import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './button.css';

/** SPEC §9 variants; `daftarPrimary` is the product's own primary ({product}Primary), a brand gradient. */
export type ButtonVariant =
  | 'primary'
  | 'daftarPrimary'
  | 'secondary'
  | 'outline'
  | 'text'
  | 'error'
  | 'success'
  | 'warning';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and blocks clicks while an action runs. */
  loading?: boolean;
  startIcon?: ReactNode;
  fullWidth?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  startIcon,
  fullWidth = false,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  const classes = ['btn', `btn-${variant}`, `btn-${size}`, fullWidth ? 'btn-full' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading ? <span className="btn-spinner" aria-hidden="true" /> : startIcon}
      {children}
    </button>
  );
}
