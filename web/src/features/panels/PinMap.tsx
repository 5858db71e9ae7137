// A place's pin on a small map, loaded only where it is shown (Leaflet and its CSS are ~45 KB): a
// tap moves the pin, and the latitude and longitude fields follow. Markers work without tiles.
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';

// The gyms map's tile server (VITE_MAP_TILE_URL), the one the CSP allows.
const TILE_URL: string = import.meta.env.VITE_MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export default function PinMap({
  label,
  latitude,
  longitude,
  onMove,
}: {
  /** What the map shows, for screen readers (the screen's own words). */
  label: string;
  latitude: number;
  longitude: number;
  onMove: (lat: number, lon: number) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const pin = useRef<L.CircleMarker | null>(null);
  const move = useRef(onMove);
  move.current = onMove;
  // The map is made once, around where the pin starts; the pin then follows the fields.
  const start = useRef({ latitude, longitude });

  useEffect(() => {
    if (!container.current) return;
    const { latitude: lat, longitude: lon } = start.current;
    const created = L.map(container.current, { zoomControl: true, attributionControl: true }).setView([lat, lon], 14);
    L.tileLayer(TILE_URL, { attribution: '&copy; OpenStreetMap contributors', maxZoom: 19 }).addTo(created);
    pin.current = L.circleMarker([lat, lon], {
      radius: 9,
      color: '#052e16',
      weight: 2,
      fillColor: '#4ade80',
      fillOpacity: 0.95,
    }).addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) =>
      move.current(Number(event.latlng.lat.toFixed(6)), Number(event.latlng.lng.toFixed(6))),
    );
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
    };
  }, []);

  useEffect(() => {
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return;
    pin.current?.setLatLng([latitude, longitude]);
    map.current?.panTo([latitude, longitude]);
  }, [latitude, longitude]);

  return <div ref={container} className="pin-map" role="img" aria-label={label} />;
}
