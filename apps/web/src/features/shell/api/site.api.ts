// Loading the site settings (phone, menus, social links) for the shell. Memoised per request.

import { ZSiteSettings } from '@afisha/contracts';
import { cache } from 'react';
import { serverApi } from '@/lib/server-api';

export const fetchSite = cache((locale: string) => serverApi().get('/site', ZSiteSettings, { locale }));
