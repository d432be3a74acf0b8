import { Loader, Text } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { getLoftQueryOptions, useLoft } from '@/lib/api/lofts/get-loft';
import { AuctionsLink } from '@/features/auctions/components/auctions-link';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { LoftHeader } from '@/features/lofts/components/loft-header';
import { LoftTabs, type LoftTabSlots } from '@/features/lofts/components/loft-tabs';
import { RegisterButton } from '@/features/registrations/components/register-button';
import { displaySwitches, type Loft } from '@/lib/api/types';
import { useBreadcrumbOverride } from '@/lib/page-meta';
import { queryClient } from '@/lib/react-query';
import { idParam } from './params';

// The flight tabs load with their first visit, so the loft page stays small.
const AcesTab = lazy(() => import('@/features/flights/components/aces-tab').then((m) => ({ default: m.AcesTab })));
const FlightList = lazy(() => import('@/features/flights/components/flight-list').then((m) => ({ default: m.FlightList })));
const MediaGallery = lazy(() => import('@/features/media/components/media-gallery').then((m) => ({ default: m.MediaGallery })));
const LoftStore = lazy(() => import('@/features/shop/components/store-front').then((m) => ({ default: m.LoftStore })));
const ContactForm = lazy(() => import('@/features/contact/components/contact-form').then((m) => ({ default: m.ContactForm })));
const later = (node: ReactNode) => <Suspense fallback={<Loader mx="auto" />}>{node}</Suspense>;

/** The loft page's contact tab: a message to the loft's contact address. */
function LoftContact({ loft }: { loft: Loft }) {
  const { t } = useTranslation();
  return (
    <>
      <Text mb="md">{t('contact.loftIntro', { loft: loft.name })}</Text>
      <ContactForm loftId={loft.id} />
    </>
  );
}

function tabSlots(loft: Loft): LoftTabSlots {
  return {
    aces: (seasonId) => later(<AcesTab seasonId={seasonId} fields={displaySwitches(loft, 'aces')} unit={loft.unit} />),
    activeFlights: (seasonId) => later(<FlightList loftId={loft.id} seasonId={seasonId} unit={loft.unit} active />),
    flights: (seasonId) => later(<FlightList loftId={loft.id} seasonId={seasonId} unit={loft.unit} />),
    media: () => later(<MediaGallery loftId={loft.id} />),
    store: () => later(<LoftStore loftId={loft.id} />),
    contact: () => later(<LoftContact loft={loft} />),
  };
}

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(getLoftQueryOptions(idParam(params.id)));
  return null;
}

export function Component() {
  const params = useParams();
  const id = idParam(params.id);
  const loft = useLoft(id);
  useBreadcrumbOverride(paths.loft.getHref(id), loft.name);
  return (
    <>
      <LoftHeader
        loft={loft}
        actions={
          <>
            <RegisterButton loftId={id} seasons={loft.seasons ?? []} />
            <AuctionsLink loftId={id} />
            <FavoriteButton kind="loft" id={id} />
          </>
        }
      />
      <LoftTabs key={id} loft={loft} slots={tabSlots(loft)} />
    </>
  );
}
