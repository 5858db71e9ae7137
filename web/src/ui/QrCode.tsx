// A code shown at a desk: as a QR code for the desk's scanner and as text to type by hand. The QR
// library loads on first use, so no first screen carries it.
import { useEffect, useState } from 'react';

export function CodeQr({ code, alt, testId }: { code: string; alt: string; testId?: string }) {
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
    <figure className="code-qr">
      {svg ? (
        <img
          className="code-qr__img"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={alt}
          width={200}
          height={200}
        />
      ) : (
        <span className="code-qr__img" />
      )}
      <figcaption className="code-qr__code" data-testid={testId}>
        {code}
      </figcaption>
    </figure>
  );
}
