import 'leaflet/dist/leaflet.css';
import './flight-map.css';
import L from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleMarker, MapContainer, Marker, Polyline, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { appConfig } from '@/config/app-config';
import type { FlightDetail } from '../api/get-flight';
import { CURVE_ANIMATION_MS, curvePoints, drawnPoints, pointAt, routeCurve, type LatLon } from '../lib/curve';
import { hasArrived, markerProgress } from '../lib/progress';
import { useMapProgress } from '../lib/use-map-progress';
import classes from './flights.module.css';

/** SPEC §9: zoom 8 and fit padding 75 and 50. */
export const MAP_ZOOM = 8;
export const FIT_PADDING: [number, number] = [75, 50];

// The markers' looks are classes, not style attributes: the Content-Security-Policy allows no inline style.
const icon = (kind: 'release' | 'loft' | 'pigeon' | 'evaluation', symbol: string, size = 30) =>
  L.divIcon({
    className: '',
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
    html: `<div data-testid="marker-${kind}" class="${classes.marker} ${classes[`marker-${kind}`]}">${symbol}</div>`,
  });
const ICONS = {
  release: icon('release', 'R'),
  loft: icon('loft', 'L'),
  pigeon: icon('pigeon', 'P', 34),
  evaluation: icon('evaluation', '✓', 38),
};

/** Fits the route into view on start and whenever `resetKey` changes (after each demo loop). */
function FitRoute({ points, resetKey }: { points: LatLon[]; resetKey: number }) {
  const map = useMap();
  useEffect(() => {
    map.fitBounds(L.latLngBounds(points), { padding: FIT_PADDING });
  }, [map, points, resetKey]);
  return null;
}

/** The route drawn over 20 s: grows from the release point to the loft. */
function useDrawn(points: LatLon[]): LatLon[] {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const start = Date.now();
    const id = setInterval(() => {
      const e = Date.now() - start;
      setElapsed(e);
      if (e >= CURVE_ANIMATION_MS) clearInterval(id);
    }, 100);
    return () => clearInterval(id);
  }, [points]);
  return drawnPoints(points, elapsed);
}

/**
 * The birds in the air during a replay: one dot per stretch of the route that has any, sized by how many
 * fly there (a few dozen SVG paths, whatever the size of the race).
 */
function Flock({ points, flying }: { points: LatLon[]; flying: readonly number[] }) {
  const { t } = useTranslation();
  return flying.map((count, i) =>
    count > 0 ? (
      <CircleMarker
        key={i}
        center={pointAt(points, (i + 0.5) / flying.length)}
        radius={Math.min(18, 4 + 2 * Math.sqrt(count))}
        // A class only takes when the path is made, so it is an option of its own, not a path option (those are restyles).
        className="replay-flying"
        pathOptions={{ color: '#1c7ed6', fillColor: '#339af0', fillOpacity: 0.7, weight: 1 }}
      >
        <Tooltip>{t('flights.replay.flyingHere', { count })}</Tooltip>
      </CircleMarker>
    ) : null,
  );
}

/**
 * The flight map: release point, loft, a curved red dashed route and the estimated position of the pigeon;
 * in a replay (`flying`: birds in the air per stretch of route) the flock instead of the estimate.
 */
export default function FlightMap({ flight, flying }: { flight: FlightDetail; flying?: readonly number[] }) {
  const { t } = useTranslation();
  const opts = flight.map_options;
  const loft: LatLon = [opts.latitude, opts.longitude];
  const release: LatLon = [flight.release_latitude, flight.release_longitude];
  // The route only changes with the coordinates, not with each new copy of the flight: keyed by value.
  const polyline = JSON.stringify(opts.polyline ?? null);
  const points = useMemo(
    () => routeCurve(JSON.parse(polyline) as LatLon[] | null) ?? curvePoints([flight.release_latitude, flight.release_longitude], [opts.latitude, opts.longitude]),
    [polyline, flight.release_latitude, flight.release_longitude, opts.latitude, opts.longitude],
  );
  const drawn = useDrawn(points);
  const { progress, loops } = useMapProgress(opts.averageSpeed, opts.releaseTime, flight.distance_base);
  const arrived = flying == null && hasArrived(progress);

  return (
    <div
      data-testid="flight-map"
      data-progress={progress.toFixed(3)}
      data-arrived={arrived || undefined}
      data-drawn-points={drawn.length}
      data-flying={flying?.reduce((a, b) => a + b, 0)}
    >
      <MapContainer center={loft} zoom={MAP_ZOOM} style={{ height: '60vh', minHeight: 360, width: '100%' }}>
        <TileLayer url={appConfig.mapTileUrl} attribution={appConfig.mapAttribution} />
        <FitRoute points={points} resetKey={loops} />
        <Polyline positions={drawn} pathOptions={{ color: '#e03131', weight: 3, dashArray: '10 8' }} />
        {arrived ? (
          <Marker position={loft} icon={ICONS.evaluation}>
            <Tooltip>{t('map.evaluation', { title: opts.title })}</Tooltip>
          </Marker>
        ) : (
          <>
            <Marker position={release} icon={ICONS.release}>
              <Tooltip>{t('map.release', { point: flight.release_point || '–' })}</Tooltip>
            </Marker>
            <Marker position={loft} icon={ICONS.loft}>
              <Tooltip>{opts.title}</Tooltip>
            </Marker>
            {flying ? (
              <Flock points={points} flying={flying} />
            ) : (
              <Marker position={pointAt(points, markerProgress(progress))} icon={ICONS.pigeon}>
                <Tooltip>{t('map.estimated', { percent: Math.round(markerProgress(progress) * 100) })}</Tooltip>
              </Marker>
            )}
          </>
        )}
      </MapContainer>
    </div>
  );
}
