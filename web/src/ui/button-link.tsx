import { Link, type LinkProps } from 'react-router';
import type { ButtonSize, ButtonVariant } from './button.tsx';
import './button.css';

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** Navigation that looks like a Button ("Add a customer", "Edit"): a real link, so it opens in a new tab too. */
export function ButtonLink({ variant = 'primary', size = 'md', className, ...link }: ButtonLinkProps) {
  return <Link className={['btn', `btn-${variant}`, `btn-${size}`, className ?? ''].join(' ').trim()} {...link} />;
}
