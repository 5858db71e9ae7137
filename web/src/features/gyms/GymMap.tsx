// The map view of /gyms, loaded only when the member opens it (Leaflet and its CSS are ~45 KB).
// Gyms are drawn as circle markers (no marker images to fetch) and the member's position as a
// ring; the tile layer's URL comes from VITE_MAP_TILE_URL. When tiles cannot load (offline, tests,
// a blocked tile server) the markers still work on a plain background and a note says so.
import 'leaflet/dist/leaflet.css';
import type { RegionCode } from '@fitchoice/shared';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GymMatch } from './gym-filters';
import type { MemberPosition } from './where';
import './messages';
import { isolate } from '../../i18n/bidi';
import { formatRegionPrice } from '../../i18n/formats';

export const TILE_URL: string = import.meta.env.VITE_MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; OpenStreetMap contributors';

export interface GymMapProps {
  matches: readonly GymMatch[];
  position: MemberPosition;
  region: RegionCode;
  onOpen: (gymId: string) => void;
}

export default function GymMap({ matches, position, region, onOpen }: GymMapProps) {
  const intl = useIntl();
  const container = useRef<HTMLElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef<L.LayerGroup | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    if (!container.current) return;
    // No zoom animation: Leaflet 1.9 ends one on a 250 ms timer that remove() does not cancel, and on
    // a map removed meanwhile (a marker opened its gym) that timer threw an uncaught TypeError.
    const created = L.map(container.current, { zoomControl: true, zoomAnimation: false }).setView(
      [position.latitude, position.longitude],
      12,
    );
    L.tileLayer(TILE_URL, { attribution: ATTRIBUTION, maxZoom: 19 })
      .on('tileerror', () => setTilesFailed(true))
      .addTo(created);
    L.circleMarker([position.latitude, position.longitude], { radius: 9, color: '#60a5fa', weight: 3, fillOpacity: 0.3 })
      .bindTooltip(intl.formatMessage({ id: 'gyms.map.you' }))
      .addTo(created);
    markers.current = L.layerGroup().addTo(created);
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
    };
  }, [position.latitude, position.longitude, intl]);

  useEffect(() => {
    const group = markers.current;
    if (!group || !map.current) return;
    group.clearLayers();
    for (const { gym } of matches) {
      const marker = L.circleMarker([gym.location.latitude, gym.location.longitude], {
        radius: 8,
        color: '#052e16',
        weight: 2,
        fillColor: '#4ade80',
        fillOpacity: 0.95,
      });
      marker.bindTooltip(`${isolate(gym.name)} · ${formatRegionPrice(intl, gym.priceUsd, region)}`);
      marker.on('click', () => onOpen(gym.id));
      marker.addTo(group);
    }
    if (matches.length > 0) {
      const bounds = L.latLngBounds(matches.map(({ gym }) => [gym.location.latitude, gym.location.longitude] as [number, number]));
      bounds.extend([position.latitude, position.longitude]);
      map.current.fitBounds(bounds, { padding: [24, 24], maxZoom: 14 });
    }
  }, [matches, region, onOpen, position.latitude, position.longitude, intl]);

  return (
    <div className="gym-map">
      {tilesFailed ? (
        <p className="gym-map__note" role="status">
          <FormattedMessage id="gyms.map.tilesFailed" />
        </p>
      ) : null}
      <section ref={container} className="gym-map__canvas" aria-label={intl.formatMessage({ id: 'gyms.map.label' })} />
    </div>
  );
}
