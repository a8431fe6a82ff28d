'use client';
// The header's city chooser (SPEC.md section 4): restores the confirmed city from storage (else the first city),
// asks a first-time visitor whether the detected city is right, and on a pick tells the server (PUT /cities/me),
// stores the choice and opens that city's home page. A confirmed choice is also written to the `city` cookie, which
// the site's server reads to list that city's performances, venues, artists and collections (lib/chosen-city.ts). The active city is greyed and not clickable; the city's name
// shows next to the pin only above 1024 px.
import type { TCity } from '@afisha/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { disclosurePanelClass, useDisclosure } from '@/components/ui/disclosure';
import { iconButtonClass, PinIcon } from '@/components/ui/icons';
import { usePathname, useRouter } from '@/i18n/navigation';
import { cityGuard } from '@/lib/api-guards';
import { apiSend } from '@/lib/browser-api';
import { chosenCityCookie, cityInCookies } from '@/lib/chosen-city';
import { useChosenCity } from '@/lib/shell-state';
import { cityHref, isWorkPage } from '../city-routes';
import { isCityConfirmed, markCityConfirmed, restoreCity, storeCity } from '../city-storage';
import { useDetectedCity } from '../hooks/use-detected-city';

type CityChooserProps = { cities: readonly TCity[] };

export function CityChooser({ cities }: CityChooserProps) {
  const t = useTranslations('City');
  const locale = useLocale();
  const router = useRouter();
  const { city, setCity } = useChosenCity();
  const list = useDisclosure();
  const listOpen = list.open;
  const setListOpen = list.setOpen;
  // Unknown until storage is read after hydration (the server cannot see it).
  const [confirmed, setConfirmed] = useState(true);
  // The back office and the box office are work, not a visit: no question about the visitor's city covers them.
  const atWork = isWorkPage(usePathname());
  const detected = useDetectedCity(!confirmed && !atWork);

  useEffect(() => {
    const restored = restoreCity(window.localStorage, cities);
    if (restored) setCity(restored);
    const isConfirmed = isCityConfirmed(window.localStorage);
    setConfirmed(isConfirmed);
    // A choice made before the cookie existed (or the cookie cleared): the server learns it for the next pages.
    if (isConfirmed && restored) rememberForServer(restored.slug);
  }, [cities, setCity]);

  const confirm = () => {
    markCityConfirmed(window.localStorage);
    setConfirmed(true);
  };

  const acceptDetected = () => {
    // The detected city's names may be in the language of the session; the list's are in the page's.
    const chosen = cities.find((candidate) => candidate.slug === detected?.slug) ?? detected;
    confirm();
    if (!chosen) return;
    storeCity(window.localStorage, chosen);
    setCity(chosen);
    if (rememberForServer(chosen.slug)) router.refresh();
  };

  const chooseAnother = () => {
    confirm();
    setListOpen(true);
  };

  const pick = (chosen: TCity) => {
    confirm();
    setListOpen(false);
    setCity(chosen);
    storeCity(window.localStorage, chosen);
    // The server remembers the choice for the session; the page does not wait for it.
    void apiSend('PUT', '/cities/me', cityGuard, { locale, body: { city_slug: chosen.slug } });
    // Listings the router keeps (visited, prefetched) are the previous city's: forget them before going on.
    if (rememberForServer(chosen.slug)) router.refresh();
    router.push(cityHref(chosen.slug));
  };

  const name = city?.city_name ?? '';
  const askingToConfirm = !confirmed && !atWork && detected !== undefined && !listOpen;

  return (
    <div ref={list.rootRef} className="relative">
      <button
        {...list.buttonProps}
        aria-label={t('chooserButton', { city: name })}
        // `!`: the icon button's own width (set from 400 px up) must give way to the name above 1024 px.
        className={`${iconButtonClass} min-[1025px]:w-auto! min-[1025px]:gap-1.5 min-[1025px]:px-3`}
      >
        <PinIcon className="size-5 shrink-0" />
        {/* "Above 1024 px" (SPEC.md section 4): from 1025, where Tailwind's lg starts at 1024. */}
        <span className="hidden max-w-40 truncate text-sm font-semibold min-[1025px]:inline">{name}</span>
      </button>
      <section
        id={list.panelId}
        aria-label={t('chooserTitle')}
        hidden={!listOpen}
        className={`${disclosurePanelClass} ${phonePanelClass} p-4 lg:w-88 lg:left-1/2 lg:-translate-x-1/2`}
      >
        <h2 className="mb-2 text-lg font-bold">{t('chooserTitle')}</h2>
        <ul className="grid grid-cols-2 gap-1">
          {cities.map((candidate) => (
            <li key={candidate.id}>
              {candidate.slug === city?.slug ? (
                <span aria-current="true" className="block rounded-lg px-3 py-2 text-muted">
                  {candidate.city_name}
                </span>
              ) : (
                <button
                  type="button"
                  onClick={() => pick(candidate)}
                  className="block w-full rounded-lg px-3 py-2 text-left hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand"
                >
                  {candidate.city_name}
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>
      {askingToConfirm ? (
        // A non-modal question under the chooser: the page stays usable while it is shown. On a phone, one band
        // over the header's lower edge (question, then its two buttons), clear of the page's heading in every
        // language (French asks in three short lines).
        <section
          aria-label={t('confirmTitle')}
          className={`${phonePanelClass} z-40 rounded-2xl border border-line bg-white p-4 text-ink shadow-xl max-sm:-mt-2 max-sm:flex max-sm:items-center max-sm:gap-3 max-sm:rounded-xl max-sm:px-3 max-sm:py-1.5 lg:absolute lg:top-full lg:left-1/2 lg:mt-3 lg:w-72 lg:-translate-x-1/2`}
        >
          <p className="font-semibold max-sm:min-w-0 max-sm:flex-1 max-sm:text-sm max-sm:leading-snug">
            {t('confirmQuestion', { city: detected?.city_name ?? '' })}
          </p>
          <div className="mt-3 flex gap-2 max-sm:mt-0 max-sm:shrink-0">
            <button
              type="button"
              onClick={acceptDetected}
              className={`${choiceButtonClass} bg-brand text-white hover:bg-brand-dark`}
            >
              {t('confirmYes')}
            </button>
            <button
              type="button"
              onClick={chooseAnother}
              className={`${choiceButtonClass} border border-line hover:border-ink`}
            >
              {t('confirmNo')}
            </button>
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** Writes the city cookie; true when it changed, so that pages loaded or prefetched before showed another city. */
function rememberForServer(slug: string): boolean {
  if (cityInCookies(document.cookie) === slug) return false;
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party value; the Cookie Store API is not in every browser
  document.cookie = chosenCityCookie(slug, window.location.protocol === 'https:');
  return true;
}

// Below 1024 px the chooser sits among the header's icons: its panels span the screen under the header instead.
const phonePanelClass = 'max-lg:fixed max-lg:inset-x-4 max-lg:top-16 max-lg:mx-auto max-lg:max-w-sm';

const choiceButtonClass =
  'flex-1 rounded-full whitespace-nowrap px-4 py-2 max-sm:min-h-10 max-sm:px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
