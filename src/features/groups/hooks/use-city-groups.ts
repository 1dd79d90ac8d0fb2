import { t } from 'i18next';
import { useAsync } from '@/hooks/use-async';
import { fetchCityGroups } from '../api/fetch-city-groups';

/** A city's top groups, read once when its dialog opens. */
export function useCityGroups(cityId: string) {
  return useAsync(`city-groups-${cityId}`, () => fetchCityGroups(cityId), t('elite:errors.fetchCityGroups'));
}
