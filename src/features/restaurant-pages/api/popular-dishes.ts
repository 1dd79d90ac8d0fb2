import { getDocs, limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { MIN_DISH_DINERS, toDish, type Dish } from '@/domain/dish';
import { dishesCol } from '@/firebase/collections';

/** How many dishes "Popular here" shows, by how many diners ordered them. */
const POPULAR_DISHES = 5;

/**
 * One-time: the restaurant's most ordered dishes (decision 0049), at most POPULAR_DISHES documents
 * however many bills it has. The rules let a dish be read only once 3 diners ordered it, so the query
 * must say so.
 */
export async function fetchPopularDishes(
  restaurantKey: string,
  db: Firestore = firestore(),
): Promise<Dish[]> {
  const snap = await getDocs(
    query(
      dishesCol(db, restaurantKey),
      where('dinerCount', '>=', MIN_DISH_DINERS),
      orderBy('dinerCount', 'desc'),
      limit(POPULAR_DISHES),
    ),
  );
  return snap.docs.map((d) => toDish(d.id, d.data()));
}
