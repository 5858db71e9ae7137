// A router link that looks like a button (navigation stays a link for assistive technology). It
// takes every prop of the router's Link — `to`, `search`, `params`, checked against the route tree —
// plus the button's `variant`, so no screen writes link-as-button markup by hand.
import { createLink, type RegisteredRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';
import type { ButtonVariant } from './Button';

/** A path of the app's route tree, checked by the compiler. */
export type LinkTarget = keyof RegisteredRouter['routesByPath'];

interface AnchorButtonProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  variant?: ButtonVariant;
  ref?: Ref<HTMLAnchorElement>;
}

/** The same look for a link out of the app (mailto:, another site), which the router does not take. */
export function AnchorButton({ variant = 'primary', className, children, ...anchor }: AnchorButtonProps) {
  return (
    <a {...anchor} className={className ? `button button--${variant} ${className}` : `button button--${variant}`}>
      <span>{children}</span>
    </a>
  );
}

export const LinkButton = createLink(AnchorButton);
