// Locale-aware navigation: every in-app link and redirect goes through these so the locale prefix is never lost.
import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

export const { Link, redirect, usePathname, useRouter, getPathname, permanentRedirect } =
  createNavigation(routing);
