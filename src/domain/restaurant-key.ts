// The restaurant key and its normalisation: ONE definition, shared by the app (scan's receipt key,
// the restaurant claim), the seed script's data and firestore.rules, which recomputes it with the same
// table (tests/rules/bills.test.ts checks that the rules function is generated from KEY_FOLDS).
//
// norm(s): every character listed in KEY_FOLDS is replaced by its target (accented Latin letters by
// their base letter, as NFKD without combining marks would; full-width letters and digits by ASCII;
// Greek and Cyrillic letters that look Latin by that Latin letter; ASCII capitals by small letters),
// then everything that is not a letter or a digit of any script (\p{L}, \p{N}) is dropped: spaces,
// punctuation and combining marks. Letters of other scripts are kept as they are (case included).
// The rules cannot run NFKD and their lower() changes ASCII only in the emulator (undocumented in
// production), so the table is explicit and lower() is not used: browser, emulator and production agree.
// The table has one row per target because the rules run one replace() per row, and a request may
// evaluate at most 1000 rules expressions: it covers Latin, full-width and look-alikes, nothing more.
// docs/decisions/0002-data-model-and-rules.md, "Receipt key".

/** [target, every character replaced by it]. Generated once from NFKD plus the look-alike table. */
export const KEY_FOLDS: readonly (readonly [string, string])[] = [
  ['0', '０'],
  ['1', '１'],
  ['2', '２'],
  ['3', '３'],
  ['4', '４'],
  ['5', '５'],
  ['6', '６'],
  ['7', '７'],
  ['8', '８'],
  ['9', '９'],
  ['a', 'AÀÁÂÃÄÅàáâãäåĀāĂăĄąǍǎǞǟǠǡǺǻȀȁȂȃȦȧΆΑάαАаḀḁẠạẢảẤấẦầẨẩẪẫẬậẮắẰằẲẳẴẵẶặＡａ'],
  ['ae', 'ÆæǢǣǼǽ'],
  ['b', 'BΒВвḂḃḄḅḆḇＢｂ'],
  ['c', 'CÇçĆćĈĉĊċČčСсḈḉＣｃ'],
  ['d', 'DĎďĐđḊḋḌḍḎḏḐḑḒḓＤｄ'],
  ['e', 'EÈÉÊËèéêëĒēĔĕĖėĘęĚěȄȅȆȇȨȩΈΕЀЁЕеѐёḔḕḖḗḘḙḚḛḜḝẸẹẺẻẼẽẾếỀềỂểỄễỆệＥｅ'],
  ['f', 'FḞḟＦｆ'],
  ['g', 'GĜĝĞğĠġĢģǦǧǴǵḠḡＧｇ'],
  ['h', 'HĤĥĦħȞȟΉΗНнḢḣḤḥḦḧḨḩḪḫẖＨｈ'],
  ['i', 'IÌÍÎÏìíîïĨĩĪīĬĭĮįİıǏǐȈȉȊȋΊΐΙΪίιϊІЇіїḬḭḮḯỈỉỊịＩｉ'],
  ['j', 'JĴĵǰЈјＪｊ'],
  ['k', 'KĶķǨǩΚκЌКкќḰḱḲḳḴḵＫｋ'],
  ['l', 'LĹĺĻļĽľĿŀŁłӀӏḶḷḸḹḺḻḼḽＬｌ'],
  ['m', 'MΜМмḾḿṀṁṂṃＭｍ'],
  ['n', 'NÑñŃńŅņŇňǸǹΝṄṅṆṇṈṉṊṋＮｎ'],
  ['o', 'OÒÓÔÕÖØòóôõöøŌōŎŏŐőƠơǑǒǪǫǬǭǾǿȌȍȎȏȪȫȬȭȮȯȰȱΌΟοόОоṌṍṎṏṐṑṒṓỌọỎỏỐốỒồỔổỖỗỘộỚớỜờỞởỠỡỢợＯｏ'],
  ['oe', 'Œœ'],
  ['p', 'PΡρРрṔṕṖṗＰｐ'],
  ['q', 'QＱｑ'],
  ['r', 'RŔŕŖŗŘřȐȑȒȓṘṙṚṛṜṝṞṟＲｒ'],
  ['s', 'SŚśŜŝŞşŠšſȘșЅѕṠṡṢṣṤṥṦṧṨṩẛＳｓ'],
  ['ss', 'ßẞ'],
  ['t', 'TŢţŤťȚțΤТтṪṫṬṭṮṯṰṱẗＴｔ'],
  ['th', 'Þþ'],
  ['u', 'UÙÚÛÜùúûüŨũŪūŬŭŮůŰűŲųƯưǓǔǕǖǗǘǙǚǛǜȔȕȖȗΰυϋύṲṳṴṵṶṷṸṹṺṻỤụỦủỨứỪừỬửỮữỰựＵｕ'],
  ['v', 'VνṼṽṾṿＶｖ'],
  ['w', 'WŴŵẀẁẂẃẄẅẆẇẈẉẘＷｗ'],
  ['x', 'XΧχХхẊẋẌẍＸｘ'],
  ['y', 'YÝýÿŶŷŸȲȳΎΥΫЎУуўẎẏẙỲỳỴỵỶỷỸỹＹｙ'],
  ['z', 'ZŹźŻżŽžΖẐẑẒẓẔẕＺｚ'],
];

const FOLDS: readonly (readonly [RegExp, string])[] = KEY_FOLDS.map(([target, chars]) => [
  new RegExp(`[${chars}]`, 'gu'),
  target,
]);

/** The key form of a name or address ('Chéz  Carol!' → 'chezcarol', '寿司 屋' → '寿司屋'). */
export function normKey(s: string): string {
  let out = s;
  for (const [chars, target] of FOLDS) out = out.replace(chars, target);
  return out.replace(/[^\p{L}\p{N}]+/gu, '');
}

/** norm(restaurantName) + '_' + norm(address): the same restaurant, however its bill spells it. */
export function restaurantKeyOf(restaurantName: string, address: string): string {
  return `${normKey(restaurantName)}_${normKey(address)}`;
}
