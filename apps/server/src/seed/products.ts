import { products } from '../db/schema/products.ts';
import type { RowSink } from './batch.ts';
import { toEan13 } from './ean13.ts';
import { type Random, stableId } from './random.ts';
import { upperTr } from './text.ts';

/** How many catalogue rows the demo shop carries. */
export const PRODUCT_COUNT = 3000;

// key|groupName|subKindName|marketingName|product nouns (;)|pack sizes (;)
const KINDS = `
face|CİLT BAKIM|YÜZ BAKIM|NEMLENDİRİCİ|Nemlendirici Krem;Nemlendirici Jel;Gece Kremi|50 ml;75 ml
clean|CİLT BAKIM|YÜZ BAKIM|YÜZ TEMİZLEYİCİ|Yüz Temizleme Jeli;Temizleme Köpüğü;Misel Su|150 ml;400 ml
serum|CİLT BAKIM|YÜZ BAKIM|SERUM|Serum;Hyalüronik Asit Serum;C Vitamini Serum|30 ml
sun|CİLT BAKIM|GÜNEŞ BAKIM|GÜNEŞ KORUYUCU|Güneş Koruyucu Krem SPF 50;Güneş Spreyi SPF 30|50 ml;200 ml
body|CİLT BAKIM|VÜCUT BAKIM|VÜCUT LOSYONU|Vücut Losyonu;Vücut Kremi|250 ml;400 ml
hand|CİLT BAKIM|EL BAKIM|EL KREMİ|El Kremi;El ve Tırnak Kremi|75 ml;100 ml
shampoo|SAÇ BAKIM|ŞAMPUAN|ŞAMPUAN|Şampuan;Kepeğe Karşı Şampuan;Onarıcı Şampuan|400 ml;600 ml
conditioner|SAÇ BAKIM|SAÇ KREMİ|SAÇ KREMİ|Saç Kremi;Durulanmayan Saç Kremi|200 ml;360 ml
mask|SAÇ BAKIM|SAÇ MASKESİ|SAÇ MASKESİ|Saç Maskesi;Saç Bakım Yağı|100 ml;300 ml
dye|SAÇ BAKIM|SAÇ BOYASI|KALICI SAÇ BOYASI|Saç Boyası 1.0 Siyah;Saç Boyası 4.0 Kahve;Saç Boyası 6.1 Küllü Koyu Kumral;Saç Boyası 7.0 Kumral|1 adet
styling|SAÇ BAKIM|ŞEKİLLENDİRİCİ|ŞEKİLLENDİRİCİ|Saç Spreyi;Wax;Saç Köpüğü|150 ml;250 ml
foundation|MAKYAJ|YÜZ MAKYAJI|FONDÖTEN|Fondöten 110;Fondöten 120;Fondöten 130;Kapatıcı|30 ml
mascara|MAKYAJ|GÖZ MAKYAJI|MASKARA|Maskara Siyah;Hacim Veren Maskara;Suya Dayanıklı Maskara|9 ml
eyeliner|MAKYAJ|GÖZ MAKYAJI|GÖZ KALEMİ|Eyeliner;Göz Kalemi Siyah;Göz Kalemi Kahve|1 adet
lips|MAKYAJ|DUDAK MAKYAJI|RUJ|Ruj 101;Ruj 205;Mat Ruj 300;Dudak Parlatıcısı|1 adet
nails|MAKYAJ|TIRNAK|OJE|Oje 01;Oje 12;Oje 25;Oje Çıkarıcı|10 ml
deo|KİŞİSEL BAKIM|DEODORANT|DEODORANT|Roll-On;Deodorant Sprey;Stick Deodorant|50 ml;150 ml
shower|KİŞİSEL BAKIM|DUŞ|DUŞ JELİ|Duş Jeli;Duş Kremi|500 ml;750 ml
shave|KİŞİSEL BAKIM|TIRAŞ|TIRAŞ ÜRÜNLERİ|Tıraş Köpüğü;Tıraş Jeli;Tıraş Bıçağı 4'lü;Tıraş Sonrası Balsam|1 adet;200 ml
toothpaste|AĞIZ BAKIM|DİŞ MACUNU|DİŞ MACUNU|Diş Macunu;Beyazlatıcı Diş Macunu;Hassas Dişler İçin Diş Macunu|75 ml;100 ml
toothbrush|AĞIZ BAKIM|DİŞ FIRÇASI|DİŞ FIRÇASI|Diş Fırçası Orta;Diş Fırçası Yumuşak;Şarjlı Diş Fırçası|1 adet
mouthwash|AĞIZ BAKIM|AĞIZ GARGARASI|AĞIZ GARGARASI|Ağız Gargarası;Alkolsüz Ağız Gargarası|250 ml;500 ml
perfumeW|PARFÜM|KADIN PARFÜM|EDP / EDT|Eau De Parfum Kadın;Eau De Toilette Kadın|50 ml;100 ml
perfumeM|PARFÜM|ERKEK PARFÜM|EDP / EDT|Eau De Parfum Erkek;Eau De Toilette Erkek|50 ml;100 ml
bodyspray|PARFÜM|VÜCUT SPREYİ|VÜCUT SPREYİ|Vücut Spreyi;Parfümlü Deodorant|150 ml;250 ml
baby|BEBEK|BEBEK BAKIM|BEBEK BAKIM|Bebek Şampuanı;Pişik Kremi;Bebek Losyonu;Bebek Yağı|200 ml;500 ml
diaper|BEBEK|BEBEK BEZİ|BEBEK BEZİ|Bebek Bezi 3 Numara;Bebek Bezi 4 Numara;Bebek Bezi 5 Numara|Jumbo Paket;Aylık Paket
wipes|BEBEK|ISLAK MENDİL|ISLAK MENDİL|Islak Mendil;Hassas Islak Mendil|3'lü Paket;12'li Paket
vitamin|SAĞLIK|GIDA TAKVİYESİ|VİTAMİN|C Vitamini;D3 Vitamini;Multivitamin;Omega 3;Magnezyum|30 Tablet;60 Kapsül
`;

// brand|kind keys (,)|product lines (;). A brand may appear on several rows.
const BRANDS = `
NIVEA|face,body,hand,sun,clean|Soft;Creme;Q10;Hydra Skin;Sensitive;Naturally Good
NIVEA|deo,shower,shave|Men;Protect & Care;Black & White;Fresh Active;Dry Comfort
LOREAL PARIS|face,serum,clean|Revitalift;Hyaluron Expert;Age Perfect;Bright Reveal
LOREAL PARIS|shampoo,conditioner,mask,dye|Elseve;Excellence;Casting Creme Gloss;Dream Long
LOREAL PARIS|foundation,mascara,lips,eyeliner|True Match;Infaillible;Volume Million Lashes;Color Riche
GARNIER|face,clean,sun,serum|Skin Active;Saf & Temiz;Ambre Solaire;Vitamin C
GARNIER|shampoo,conditioner,mask,dye|Fructis;Olia;Botanic Therapy;Color Naturals;Hair Food
MAYBELLINE|foundation,mascara,lips,eyeliner,nails|Fit Me;Lash Sensational;Superstay;Sky High;Color Sensational;Instant Anti Age
LA ROCHE POSAY|face,clean,serum,sun,body|Effaclar;Toleriane;Anthelios;Lipikar;Cicaplast;Hyalu B5
VICHY|face,serum,sun|Mineral 89;Liftactiv;Normaderm;Capital Soleil;Aqualia Thermal
VICHY|shampoo,conditioner|Dercos;Dercos Energy+
CERAVE|face,clean,body,hand,serum|Hydrating;Foaming;Moisturising;SA Smoothing;Resurfacing Retinol
BIODERMA|face,clean,sun|Sensibio;Sebium;Hydrabio;Photoderm;Atoderm
COLGATE|toothpaste,toothbrush,mouthwash|Total;Optic White;Max Fresh;Sensitive Pro-Relief;Triple Action;Herbal
ORAL-B|toothbrush,toothpaste,mouthwash|Pro Expert;Vitality;Pro 3;Complete;Pro-Flex
SENSODYNE|toothpaste,toothbrush|Onarım & Koruma;Hızlı Rahatlama;Beyazlatıcı;Multi Care
LISTERINE|mouthwash|Cool Mint;Total Care;Fresh Burst;Professional
GILLETTE|shave,deo|Mach3;Fusion5;Blue3;SkinGuard;Series
PANTENE|shampoo,conditioner,mask|Pro-V;Onarıcı ve Koruyucu;Doğal Sentez;Micellar;Keratin
ELIDOR|shampoo,conditioner,mask,styling|Güçlü ve Parlak;Anında Onarıcı;Renk Koruyucu;Superblend;Kusursuz Düzlük
HEAD & SHOULDERS|shampoo,conditioner|Klasik Bakım;Mentol Ferahlığı;Nemlendirici Bakım;Kuru Saç Derisi
DOVE|deo,shower|Original;Go Fresh;Invisible Dry;Deeply Nourishing;Men+Care
DOVE|shampoo,conditioner,hand,body|Yoğun Onarım;Besleyici Bakım;Hair Therapy;Derma Care
REXONA|deo,shower|Invisible;Cotton Dry;Men Active Protection;Clinical Protection;Maximum Protection
AXE|deo,shower,bodyspray|Dark Temptation;Black;Apollo;Africa;Ice Chill
FA|shower,deo|Yoghurt;Mystic Moments;Men Sport;Invisible Power
FLORMAR|foundation,mascara,lips,eyeliner,nails|Perfect Coverage;Spider Lash;Kiss Me More;Extreme Tattoo;Full Color
ESSENCE|foundation,mascara,lips,eyeliner,nails|Lash Princess;Stay All Day;Pure Nude;Gel Nail Colour
PASTEL|foundation,lips,nails,eyeliner|Profashion;Show Your Color;Nude;Daylong
JOHNSONS BABY|baby,wipes|Klasik;Göz Yakmayan;Lavanta;Saf Bakım
SLEEPY|diaper,wipes|Natural;Extra;Sensitive;Bio Natural
PRIMA|diaper,wipes|Premium Care;Aktif Bebek;Pure Protection
SOLGAR|vitamin|Ester-C;Gentle Iron;Vitamin D3;Formula VM-75
VOONKA|vitamin|Beauty;Men;Women;Kids
CALVIN KLEIN|perfumeW,perfumeM|Eternity;Obsession;CK One;Euphoria
HUGO BOSS|perfumeM,perfumeW|Bottled;The Scent;Alive;Hugo Man
LACOSTE|perfumeM,perfumeW|L.12.12 Blanc;Essential;Pour Femme;Red
EVELINE|face,body,hand,serum|Gold Lift Expert;Hyaluron Clinic;Organic Gold;Extra Soft
BEPANTHOL|face,hand,baby,body|Derma;Onarıcı Bakım;Bebek;Sensiderm
BIOXCIN|shampoo,conditioner,mask|Forte;Genesis;Siyah Sarımsak;Keratin & Argan;Collagen & Biotin
URBAN CARE|shampoo,conditioner,mask,styling|Hyaluronic Acid;Argan Oil;Biotin & Caffeine;Coconut & Aloe
SCHWARZKOPF|dye,styling,shampoo|Palette;Taft;Got2b;Schauma;Brillance
THE PUREST SOLUTIONS|serum,clean,face|Niacinamide;Retinol;Salicylic Acid;Peptide Complex
WATSONS|face,clean,body,hand,sun|Essentials;Naturals;Hydra;Pure Skin;Aloe Vera
WATSONS|shampoo,conditioner,shower,deo,wipes,baby|Essentials;Fresh;Men;Baby Care;Coconut
`;

type Kind = { group: string; subKind: string; marketing: string; nouns: string[]; sizes: string[] };

const KIND_MAP = new Map<string, Kind>(
  KINDS.trim()
    .split('\n')
    .map((line) => {
      const [key, group, subKind, marketing, nouns, sizes] = line.split('|') as [
        string,
        string,
        string,
        string,
        string,
        string,
      ];
      return [key, { group, subKind, marketing, nouns: nouns.split(';'), sizes: sizes.split(';') }];
    }),
);

type ProductRow = typeof products.$inferInsert;

/**
 * About PRODUCT_COUNT catalogue rows: brand × product line × kind × pack size, a random
 * sample of them, each with a unique wesCode and a valid Turkish (869) EAN-13 barcode.
 */
export function buildProducts(random: Random, count = PRODUCT_COUNT): ProductRow[] {
  const brandRows = BRANDS.trim()
    .split('\n')
    .map((line) => line.split('|') as [string, string, string]);
  const brandCodes = new Map<string, number>();
  for (const [brand] of brandRows)
    if (!brandCodes.has(brand)) brandCodes.set(brand, brandCodes.size);

  const candidates: Omit<ProductRow, 'id' | 'wesCode' | 'barcodeNo'>[] = [];
  const seen = new Set<string>();
  for (const [brand, kindKeys, lines] of brandRows) {
    for (const kindKey of kindKeys.split(',')) {
      const kind = KIND_MAP.get(kindKey);
      if (!kind) throw new Error(`Seed: unknown product kind ${kindKey}`);
      for (const line of lines.split(';')) {
        for (const noun of kind.nouns) {
          for (const size of kind.sizes) {
            const name = upperTr(`${brand} ${line} ${noun} ${size}`);
            if (seen.has(name)) continue;
            seen.add(name);
            candidates.push({
              name,
              brandDescription: brand,
              groupName: kind.group,
              subKindName: kind.subKind,
              marketingName: kind.marketing,
            });
          }
        }
      }
    }
  }
  // A partial Fisher–Yates shuffle picks `count` of them without bias.
  const picked = Math.min(count, candidates.length);
  for (let i = 0; i < picked; i++) {
    const j = random.int(i, candidates.length - 1);
    [candidates[i], candidates[j]] = [candidates[j]!, candidates[i]!];
  }
  const chosen = candidates
    .slice(0, picked)
    .sort(
      (a, b) =>
        a.brandDescription.localeCompare(b.brandDescription, 'tr') ||
        a.name.localeCompare(b.name, 'tr'),
    );

  const perBrand = new Map<string, number>();
  return chosen.map((p, index) => {
    const item = (perBrand.get(p.brandDescription) ?? 0) + 1;
    perBrand.set(p.brandDescription, item);
    // 869 (Türkiye) + 4-digit company code per brand + 5-digit item number + check digit.
    const company = String(1000 + brandCodes.get(p.brandDescription)! * 7).padStart(4, '0');
    const wesCode = String(100001 + index);
    return {
      ...p,
      id: stableId('product', wesCode),
      wesCode,
      barcodeNo: toEan13(`869${company}${String(item).padStart(5, '0')}`),
      // A few discontinued items, so that inactive rows exist.
      isActive: !random.chance(0.03),
    };
  });
}

/** Writes the product catalogue. */
export async function seedProducts(sink: RowSink, rows: ProductRow[]): Promise<void> {
  await sink.put(products, rows);
}
