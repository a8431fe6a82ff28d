// The cities a venue can be in, as the venue pages' choices (the site's city list, read on the server).
import { fetchCities } from '@/features/city/api/cities.api';

export async function cityOptions(locale: string): Promise<{ slug: string; name: string }[]> {
  const cities = await fetchCities(locale);
  return cities.ok ? cities.data.map((city) => ({ slug: city.slug, name: city.city_name })) : [];
}
