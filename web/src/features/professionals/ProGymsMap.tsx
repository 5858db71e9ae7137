// The gyms a professional works at on a small map, loaded only with a profile that has gyms
// (Leaflet and its CSS are ~45 KB). Tiles from the gyms map's tile URL; markers work without them.
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import './messages';

// The gyms map's tile server (VITE_MAP_TILE_URL), the one the CSP allows.
const TILE_URL: string = import.meta.env.VITE_MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export default function ProGymsMap({ gyms }: { gyms: readonly { id: string; name: string; latitude: number; longitude: number }[] }) {
  const intl = useIntl();
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!container.current || gyms.length === 0) return;
    const map = L.map(container.current, { zoomControl: false, attributionControl: true });
    L.tileLayer(TILE_URL, { attribution: '&copy; OpenStreetMap contributors', maxZoom: 19 }).addTo(map);
    for (const gym of gyms) {
      L.circleMarker([gym.latitude, gym.longitude], { radius: 8, color: '#052e16', weight: 2, fillColor: '#4ade80', fillOpacity: 0.95 })
        .bindTooltip(gym.name)
        .addTo(map);
    }
    map.fitBounds(L.latLngBounds(gyms.map((g) => [g.latitude, g.longitude] as [number, number])).pad(0.5), { maxZoom: 14 });
    return () => {
      map.remove();
    };
  }, [gyms]);
  return <div ref={container} className="pro-map" role="img" aria-label={intl.formatMessage({ id: 'pro.profile.map' })} />;
}
