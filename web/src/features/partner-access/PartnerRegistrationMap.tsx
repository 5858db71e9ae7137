// The partner application's pin map, loaded once its place on the form is in view or the page is
// idle (PartnerRegistrationScreen's GymPlace): Leaflet is ~42 KB gzipped. With no pin yet it
// starts where the app's own default place is.
import { NEW_YORK } from '../location/lookup';
import PinMap from '../panels/PinMap';

export default function PartnerRegistrationMap({
  label,
  latitude,
  longitude,
  onMove,
}: {
  label: string;
  /** The pin, or null where none is placed yet. */
  latitude: number | null;
  longitude: number | null;
  onMove: (lat: number, lon: number) => void;
}) {
  return <PinMap label={label} latitude={latitude ?? NEW_YORK.latitude} longitude={longitude ?? NEW_YORK.longitude} onMove={onMove} />;
}
