// The Leaflet map of a place (issue 42, decision 0050). Loaded only through lazy-place-map.tsx, so
// Leaflet and its CSS stay off every route that shows no map. The pin is a circle marker (no marker
// images to bundle). `onPick`: the owner's editor, where a tap or the centre button places the pin.
import 'leaflet/dist/leaflet.css';
import { useEffect, useState } from 'react';
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { Map as LeafletMap } from 'leaflet';
import { OSM_ATTRIBUTION, tileURL } from '@/platform/map-config';
import type { LatLng } from '@/domain/restaurant-place';

export interface PlaceMapProps {
  pin: LatLng | null;
  /** Where the map starts without a pin. */
  fallbackCenter?: LatLng;
  /** The map's accessible name. */
  label: string;
  /** Shown over the map when its tiles cannot load (offline, server down). */
  tilesFailed: string;
  onPick?: (p: LatLng) => void;
  /** Receives the Leaflet map (the editor pins its centre). */
  onReady?: (map: LeafletMap) => void;
}

const ROME: LatLng = { lat: 41.9028, lng: 12.4964 };

function Picker({ onPick }: { onPick: (p: LatLng) => void }) {
  useMapEvents({ click: (e) => onPick({ lat: e.latlng.lat, lng: e.latlng.lng }) });
  return null;
}

function Ready({ onReady }: { onReady: (map: LeafletMap) => void }) {
  const map = useMap();
  useEffect(() => onReady(map), [map, onReady]);
  return null;
}

function Follow({ pin }: { pin: LatLng | null }) {
  const map = useMap();
  useEffect(() => {
    if (pin && !map.getBounds().contains([pin.lat, pin.lng])) map.panTo([pin.lat, pin.lng]);
  }, [map, pin]);
  return null;
}

export default function PlaceMap({
  pin,
  fallbackCenter,
  label,
  tilesFailed,
  onPick,
  onReady,
}: PlaceMapProps) {
  const [failed, setFailed] = useState(false);
  const center = pin ?? fallbackCenter ?? ROME;
  return (
    <div className="relative" role="region" aria-label={label}>
      <MapContainer
        center={[center.lat, center.lng]}
        zoom={pin ? 16 : 12}
        scrollWheelZoom={false}
        className="h-56 w-full rounded-xl"
      >
        <TileLayer
          url={tileURL()}
          attribution={OSM_ATTRIBUTION}
          eventHandlers={{ tileerror: () => setFailed(true) }}
        />
        {pin && (
          <CircleMarker
            center={[pin.lat, pin.lng]}
            radius={10}
            pathOptions={{ color: '#b45309', fillColor: '#f59e0b', fillOpacity: 0.9, weight: 3 }}
          />
        )}
        {onPick && <Picker onPick={onPick} />}
        {onReady && <Ready onReady={onReady} />}
        <Follow pin={pin} />
      </MapContainer>
      {failed && (
        <p
          role="status"
          className="absolute inset-x-2 top-2 z-[1000] rounded-lg bg-white/95 p-2 text-sm text-zinc-800 shadow dark:bg-zinc-900/95 dark:text-zinc-100"
        >
          {tilesFailed}
        </p>
      )}
    </div>
  );
}
