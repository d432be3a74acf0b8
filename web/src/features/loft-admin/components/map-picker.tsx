import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { appConfig } from '@/config/app-config';
import classes from './map-picker.module.css';

const pin = L.divIcon({
  className: '',
  iconSize: [26, 26],
  iconAnchor: [13, 26],
  // A class, not a style attribute: the Content-Security-Policy allows no inline styles in markup.
  html: `<div data-testid="map-picker-marker" class="${classes.marker}"></div>`,
});

/** Six decimals: about ten centimetres, more than a loft needs. */
const round = (n: number) => Math.round(n * 1e6) / 1e6;

function ClickToPick({ onPick }: { onPick: (lat: number, lon: number) => void }) {
  useMapEvents({ click: (e) => onPick(round(e.latlng.lat), round(L.Util.wrapNum(e.latlng.lng, [-180, 180], true))) });
  return null;
}

/** Keeps the view on the point when it is typed in or picked. */
function Follow({ point }: { point: [number, number] | null }) {
  const map = useMap();
  const lat = point?.[0];
  const lon = point?.[1];
  useEffect(() => {
    if (lat !== undefined && lon !== undefined) map.panTo([lat, lon]);
  }, [map, lat, lon]);
  return null;
}

/**
 * A map to pick a loft's position: a click sets latitude and longitude; the marker shows the current ones.
 * Without a position it shows Europe, where most one-loft races are.
 */
export default function MapPicker({ point, onPick }: { point: [number, number] | null; onPick: (lat: number, lon: number) => void }) {
  const { t } = useTranslation();
  return (
    <div data-testid="map-picker" data-lat={point?.[0]} data-lon={point?.[1]} role="group" aria-label={t('adminLofts.map.label')}>
      <MapContainer center={point ?? [48.5, 10]} zoom={point ? 12 : 4} style={{ height: 280, width: '100%', borderRadius: 8 }} scrollWheelZoom={false}>
        <TileLayer url={appConfig.mapTileUrl} attribution={appConfig.mapAttribution} />
        <ClickToPick onPick={onPick} />
        <Follow point={point} />
        {point && <Marker position={point} icon={pin} />}
      </MapContainer>
    </div>
  );
}
