// One panel section's error boundary: a section that throws while rendering shows an alert with a
// retry in its place, and the rest of the panel (its tabs, the other sections) keeps working.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/Button';
import './messages';

interface Props {
  children: ReactNode;
  /** A new key (another gym, another tab) starts the section afresh. */
  resetKey?: string;
}

interface State {
  failed: boolean;
  key: string | undefined;
}

export class SectionBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { failed: false, key: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Panel section failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="notice notice--error" role="alert">
        <p>
          <FormattedMessage id="panels.section.failed" />
        </p>
        <Button variant="secondary" onClick={() => this.setState({ failed: false })}>
          <FormattedMessage id="panels.section.retry" />
        </Button>
      </div>
    );
  }
}
