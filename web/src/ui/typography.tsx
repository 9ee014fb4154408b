import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import './typography.css';

/** SPEC §9 type scale. */
export type TypographyVariant =
  | 'display'
  | 'display2'
  | 'h1'
  | 'h2'
  | 'h3'
  | 'h4'
  | 'title'
  | 'label1'
  | 'label2'
  | 'label3'
  | 'label4'
  | 'body1'
  | 'body2'
  | 'body3';

/** The element each variant renders by default; `as` overrides it (a visual h2 that is a page's h1, say). */
const defaultElements: Record<TypographyVariant, ElementType> = {
  display: 'h1',
  display2: 'h1',
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  title: 'p',
  label1: 'span',
  label2: 'span',
  label3: 'span',
  label4: 'span',
  body1: 'p',
  body2: 'p',
  body3: 'p',
};

export interface TypographyProps extends HTMLAttributes<HTMLElement> {
  variant?: TypographyVariant;
  as?: ElementType;
  /** Muted colour for secondary text. */
  muted?: boolean;
  children?: ReactNode;
}

export function Typography({ variant = 'body1', as, muted = false, className, ...rest }: TypographyProps) {
  const Element = as ?? defaultElements[variant];
  const classes = ['typo', `typo-${variant}`, muted ? 'typo-muted' : '', className ?? ''].filter(Boolean).join(' ');
  return <Element className={classes} {...rest} />;
}
