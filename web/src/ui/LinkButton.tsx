// A router link that looks like a button (navigation stays a link for assistive technology).
import { Link, type RegisteredRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ButtonVariant } from './Button';

/** A path of the app's route tree, checked by the compiler. */
export type LinkTarget = keyof RegisteredRouter['routesByPath'];

export function LinkButton({ to, variant = 'primary', children }: { to: LinkTarget; variant?: ButtonVariant; children: ReactNode }) {
  return (
    <Link to={to} className={`button button--${variant}`}>
      <span>{children}</span>
    </Link>
  );
}
