import { describe, expect, test } from 'vitest';
import { KEY_FOLDS, normKey, restaurantKeyOf } from './restaurant-key';
import { KEY_VECTORS } from './restaurant-key-vectors';

/** The table as it was written out before it was built from NFKD (decision 0061): firestore.rules' too. */
const WRITTEN_TABLE: readonly (readonly [string, string])[] = [
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

test('KEY_FOLDS is the written table, row by row and character by character', () => {
  expect(KEY_FOLDS).toEqual(WRITTEN_TABLE);
});

describe('normKey', () => {
  test.each(KEY_VECTORS.map(([input, key]) => [input, key]))('%j → %j', (input, key) => {
    expect(normKey(input)).toBe(key);
  });

  test('folds accents, width, look-alikes and case instead of dropping them', () => {
    expect(normKey('Chéz Carol')).toBe(normKey('Chez Carol'));
    expect(normKey('Ｒｏｍａ ２')).toBe(normKey('roma 2'));
    expect(normKey('Tr\u0430ttoria')).toBe(normKey('Trattoria'));
  });

  test('keeps the letters of other scripts: different all-non-Latin names do not collide', () => {
    expect(normKey('寿司屋')).not.toBe(normKey('Ταβέρνα'));
    expect(normKey('寿司屋')).not.toBe('');
    expect(normKey('Ταβέρνα')).not.toBe('');
  });

  test('the table folds like NFKD without combining marks (Greek and Cyrillic look-alikes aside)', () => {
    for (const [target, chars] of KEY_FOLDS) {
      for (const c of chars) {
        if (/[\u0370-\u04ff]/u.test(c)) continue;
        const base = c.normalize('NFKD').replace(/\p{M}/gu, '');
        expect(normKey(base), `${c} (U+${c.codePointAt(0)?.toString(16)})`).toBe(target);
      }
    }
  });

  test('no target is itself replaced later, so the order of the table does not matter', () => {
    const sources = new Set(KEY_FOLDS.flatMap(([, chars]) => [...chars]));
    for (const [target] of KEY_FOLDS) for (const c of target) expect(sources.has(c)).toBe(false);
  });
});

test('restaurantKeyOf joins the name and address keys', () => {
  expect(restaurantKeyOf('Trattoria Roma', 'Via Appia 1, Rome')).toBe('trattoriaroma_viaappia1rome');
});
