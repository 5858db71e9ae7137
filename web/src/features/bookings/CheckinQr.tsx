// A booking's check-in code as a QR code (for the staff's scanner) and as text (to type by hand).
import { useIntl } from 'react-intl';
import { CodeQr } from '../../ui/QrCode';
import './messages';

export function CheckinQr({ code }: { code: string }) {
  const intl = useIntl();
  return <CodeQr code={code} alt={intl.formatMessage({ id: 'bookings.qr.alt' })} testId="checkin-code" />;
}
