// A booking's check-in code as a QR code (for the staff's scanner) and as text (to type by hand).
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import './messages';

export function CheckinQr({ code }: { code: string }) {
  const intl = useIntl();
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toString(code, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((markup) => live && setSvg(markup))
      .catch((error: unknown) => console.error('QR code failed', error));
    return () => {
      live = false;
    };
  }, [code]);
  return (
    <figure className="checkin-qr">
      {svg ? (
        <img
          className="checkin-qr__img"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={intl.formatMessage({ id: 'bookings.qr.alt' })}
          width={200}
          height={200}
        />
      ) : (
        <span className="checkin-qr__img" />
      )}
      <figcaption className="checkin-qr__code" data-testid="checkin-code">
        {code}
      </figcaption>
    </figure>
  );
}
