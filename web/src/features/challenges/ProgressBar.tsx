// Progress toward a challenge's target: a bar for the eye, a progressbar with its numbers for
// assistive technology, and "2 of 3" as text.
import { FormattedMessage } from 'react-intl';
import './messages';

export function ProgressBar({ progress, target, label }: { progress: number; target: number; label: string }) {
  const shown = Math.min(progress, target);
  return (
    <div className="challenge__progress">
      <div className="progress" role="progressbar" aria-valuemin={0} aria-valuemax={target} aria-valuenow={shown} aria-label={label}>
        <span className="progress__bar" style={{ width: `${Math.round((shown / target) * 100)}%` }} />
      </div>
      <span className="challenge__count">
        <FormattedMessage id="challenges.progress" values={{ progress: shown, target }} />
      </span>
    </div>
  );
}
