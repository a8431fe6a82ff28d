'use client';
// The header's city chooser (SPEC.md section 4): restores the confirmed city from storage (else the first city),
// asks a first-time visitor whether the detected city is right, and on a pick tells the server (PUT /cities/me),
// stores the choice and opens that city's home page. The active city is greyed and not clickable; the city's name
// shows next to the pin only above 1024 px.
import { type TCity, ZCity } from '@afisha/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { iconButtonClass, PinIcon } from '@/components/ui/icons';
import { Popover, PopoverPanel, PopoverTrigger } from '@/components/ui/popover';
import { useRouter } from '@/i18n/navigation';
import { apiSend } from '@/lib/browser-api';
import { useChosenCity } from '@/lib/shell-state';
import { cityHref } from '../city-routes';
import { isCityConfirmed, markCityConfirmed, restoreCity, storeCity } from '../city-storage';
import { useDetectedCity } from '../hooks/use-detected-city';

type CityChooserProps = { cities: readonly TCity[] };

export function CityChooser({ cities }: CityChooserProps) {
  const t = useTranslations('City');
  const locale = useLocale();
  const router = useRouter();
  const { city, setCity } = useChosenCity();
  const [listOpen, setListOpen] = useState(false);
  // Unknown until storage is read after hydration (the server cannot see it).
  const [confirmed, setConfirmed] = useState(true);
  const detected = useDetectedCity(!confirmed);

  useEffect(() => {
    const restored = restoreCity(window.localStorage, cities);
    if (restored) setCity(restored);
    setConfirmed(isCityConfirmed(window.localStorage));
  }, [cities, setCity]);

  const confirm = () => {
    markCityConfirmed(window.localStorage);
    setConfirmed(true);
  };

  const acceptDetected = () => {
    // The detected city's names may be in the language of the session; the list's are in the page's.
    const chosen = cities.find((candidate) => candidate.slug === detected.data?.slug) ?? detected.data;
    confirm();
    if (!chosen) return;
    storeCity(window.localStorage, chosen);
    setCity(chosen);
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
    void apiSend('PUT', '/cities/me', ZCity, { locale, body: { city_slug: chosen.slug } });
    router.push(cityHref(chosen.slug));
  };

  const name = city?.city_name ?? '';
  const askingToConfirm = !confirmed && detected.isSuccess && !listOpen;

  return (
    <div className="relative">
      <Popover open={listOpen} onOpenChange={setListOpen}>
        <PopoverTrigger
          className={`${iconButtonClass} lg:w-auto lg:gap-1.5 lg:px-3`}
          aria-label={t('chooserButton', { city: name })}
        >
          <PinIcon className="size-5 shrink-0" />
          <span className="hidden max-w-40 truncate text-sm font-semibold lg:inline">{name}</span>
        </PopoverTrigger>
        <PopoverPanel label={t('chooserTitle')} className="w-[min(22rem,calc(100vw-1rem))]" align="center">
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
        </PopoverPanel>
      </Popover>
      {askingToConfirm ? (
        // A non-modal question under the chooser: the page stays usable while it is shown.
        <section
          aria-label={t('chooserTitle')}
          className="absolute top-full right-0 z-40 mt-3 w-72 rounded-2xl lg:right-auto lg:left-1/2 lg:-translate-x-1/2 border border-line bg-white p-4 text-ink shadow-xl"
        >
          <p className="font-semibold">{t('confirmQuestion', { city: detected.data?.city_name ?? '' })}</p>
          <div className="mt-3 flex gap-2">
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

const choiceButtonClass =
  'flex-1 rounded-full whitespace-nowrap px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
