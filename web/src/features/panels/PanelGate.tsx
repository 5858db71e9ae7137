// The door of every panel: a visitor (or guest) sees what the panel is and how to sign in; a
// partner with a temporary password is sent to change it; an account whose roles do not open the
// panel sees "not for your account". Only the right role gets the panel. The server checks the
// same roles on every panel route: this only keeps the app from showing what it would refuse.
import { opensPanel, type PanelPath } from '@fitchoice/shared/api';
import { Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useAuth } from '../../app/auth';
import type { MessageId } from '../../i18n/messages';
import { NotForYourAccount } from './NotForYourAccount';
import { PanelSignIn } from './PanelSignIn';

export interface PanelGateProps {
  panel: PanelPath;
  titleId: MessageId;
  introId: MessageId;
  /** An admin opening someone's panel to read it (the server lets admins read, and refuses the rest). */
  asAdmin?: boolean;
  children: ReactNode;
}

export function PanelGate({ panel, titleId, introId, asAdmin = false, children }: PanelGateProps) {
  const { user, isGuest } = useAuth();
  if (!user || isGuest) return <PanelSignIn titleId={titleId} introId={introId} />;
  if (user.mustChangePassword === true) return <Navigate to="/panel/change-password" replace />;
  const admin = asAdmin && user.roles.includes('admin');
  if (!admin && !opensPanel(user, panel)) return <NotForYourAccount panelId={titleId} />;
  return <>{children}</>;
}
