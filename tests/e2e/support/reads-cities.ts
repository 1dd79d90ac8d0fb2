// The Elite Cities behind the reads measurement (decision 0052): one city whose groups outrank the rest,
// with a few groups on the demo run and a hundred more behind it on the long one. Its dialog reads its
// top 3 groups whatever their number.
import { countedInCities, groupDoc } from '../../../fixtures/seed-docs';
import { commitDocs, type TestUser } from './fixtures';

const READS_CITY_DEMO_GROUPS = 4;
const LONG_GROUPS = 100;

const groupsOf = (me: TestUser, count: number) =>
  Array.from({ length: count }, (_, i) =>
    groupDoc(
      me.uid,
      `e2e-reads-city-${me.uid}-${i}`,
      {
        name: `Reads city ${i}`,
        region: 'Centro',
        city: `Reads ${me.uid.slice(-10)}`,
        description: 'Counting reads',
        image: '',
      },
      // Above the suite's cities (its groups' gold is at most a few millions), below groups.spec's top group.
      50_000_000 - i,
      new Date(),
    ),
  );

/** The demo run's city: its groups counted in it, the city's document with their sums. */
export async function arrangeReadsCity(me: TestUser): Promise<void> {
  await commitDocs(countedInCities(groupsOf(me, READS_CITY_DEMO_GROUPS), new Date()));
}

/** The long run's: a hundred more groups behind the same city (the city's sums with them). */
export async function addReadsCityHistory(me: TestUser): Promise<number> {
  const docs = countedInCities(groupsOf(me, READS_CITY_DEMO_GROUPS + LONG_GROUPS), new Date());
  await commitDocs(docs);
  return docs.length;
}
