// Loading the city list for a page. Memoised per request, so a page and its metadata share one API call.

import { ZCityList } from '@afisha/contracts';
import { cache } from 'react';
import { serverApi } from '@/lib/server-api';

// The fields the shell needs (SPEC.md section 7): asking for them keeps the answer small as cities grow fields.
const CITY_FIELDS = '{id,slug,city_name,city_name_case}';

export const fetchCities = cache((locale: string) =>
  serverApi().get('/cities', ZCityList, { locale, query: { query: CITY_FIELDS } }),
);
