'use client';
// The favourite toggle (a heart) of a performance, on its cards and its page. Catalogue pages are cached and the
// same for everybody, so the heart's state is the visitor's own, read in the browser. Anonymous visitors (most of
// them) get a light button that leads to sign-in and back; the toggle itself (favorite-toggle.tsx: the visitor's
// favourites, the shared store, sending) is downloaded only for a signed-in visitor, keeping it out of every
// listing's first load. While the account is not known yet the heart is drawn empty and a click does nothing.
import { useTranslations } from 'next-intl';
import { type ComponentType, useEffect, useState } from 'react';
import { usePathname, useRouter } from '@/i18n/navigation';
import { signInPath } from '@/lib/return-path';
import { useAccountMeRead } from '@/lib/use-account-me';
import { type FavoriteButtonProps, FavoriteHeart } from './favorite-heart';

export type { FavoriteButtonProps };

type Toggle = ComponentType<FavoriteButtonProps>;
// One download for every heart of the page; until it arrives they stay drawn as they are.
let toggleModule: Promise<Toggle> | undefined;
const loadToggle = () => {
  toggleModule ??= import('./favorite-toggle').then((module) => module.default);
  return toggleModule;
};

export function FavoriteButton(props: FavoriteButtonProps) {
  const { title, variant = 'icon', className } = props;
  const t = useTranslations('Favorites');
  const me = useAccountMeRead();
  const pathname = usePathname();
  const router = useRouter();
  const signedIn = me?.success === true;
  const [FavoriteToggle, setFavoriteToggle] = useState<Toggle>();
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    loadToggle().then((component) => {
      if (live) setFavoriteToggle(() => component);
    });
    return () => {
      live = false;
    };
  }, [signedIn]);
  if (signedIn && FavoriteToggle) return <FavoriteToggle {...props} variant={variant} />;
  const anonymous = me !== undefined && !signedIn;
  const label = anonymous ? t('signInToAdd', { title }) : t('toggle', { title });
  return (
    <FavoriteHeart
      variant={variant}
      label={label}
      word={t('add')}
      title={anonymous ? label : undefined}
      state={anonymous ? 'anonymous' : 'unknown'}
      className={className}
      onClick={anonymous ? () => router.push(signInPath(`${pathname}${window.location.search}`)) : undefined}
    />
  );
}
