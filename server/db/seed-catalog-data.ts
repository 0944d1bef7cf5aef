/**
 * The demo catalog, per demo account code: shipping methods, catalogs with three-level category
 * trees, attributes, labels and about sixty products of the three types (Maison Lumière sells
 * lighting, candles and tableware in French; Northwind Outfitters sells outdoor gear).
 */
import type { Shape } from './demo-product-image';

export interface DemoShippingMethod {
  code: string;
  name: string;
  description: string;
  days: [transport: number, min: number, max: number];
  provisionAtDock?: boolean;
  /** Linked to the account's demo group; an unlinked method is seen by administrators only. */
  forGroup: boolean;
}

/** A category tree: name -> sub-tree, leaves are empty objects. */
export type DemoTree = { [name: string]: DemoTree };

export interface DemoCatalog {
  name: string;
  tree: DemoTree;
}

export interface DemoProduct {
  sku: string;
  name: string;
  shortName?: string;
  /** Leaf category name (unique within the account). */
  category: string;
  family: string;
  subFamily?: string;
  brand: string;
  /** Prices of a simple product, or of each variant of a configurable one (bundles and configurables themselves carry 0). */
  price?: [sell: number, purchase: number];
  color: string;
  shape: Shape;
  tags?: string[];
  label?: string;
  description?: string;
  origin?: string;
  temperatures?: [min: number, max: number];
  profile?: 'STANDARD' | 'FRAGILE' | 'BULKY';
  /** Bundle: the SKUs it is made of, with quantities. */
  bundle?: [sku: string, quantity: number][];
  /** Configurable: one variant (a simple product) per option combination. */
  variants?: { suffix: string; options: Record<string, string>; color: string }[];
}

export interface DemoAccountCatalog {
  channel: string;
  supplier: string;
  shippingMethods: DemoShippingMethod[];
  catalogs: DemoCatalog[];
  attributes: Record<string, string[]>;
  labels: Record<string, string>;
  products: DemoProduct[];
  kits: { name: string; sku: string; description: string; components: [sku: string, quantity: number][] }[];
}

const STANDARD_FR: DemoShippingMethod[] = [
  { code: 'STD', name: 'Standard 48 h', description: 'Livraison en 48 heures ouvrées', days: [2, 2, 10], forGroup: true },
  { code: 'EXP', name: 'Express 24 h', description: 'Livraison le lendemain avant 13 h', days: [1, 1, 5], forGroup: true },
  {
    code: 'QUAI',
    name: 'Mise à disposition à quai',
    description: 'Enlèvement par vos soins à l’entrepôt',
    days: [0, 1, 15],
    provisionAtDock: true,
    forGroup: false,
  },
];

const MLS: DemoAccountCatalog = {
  kits: [
    {
      name: 'Kit ouverture boutique',
      sku: 'ML-KIT-OUV',
      description: 'Présentoir, sacs et boîtes cadeaux pour une nouvelle boutique',
      components: [
        ['ML-PLV-001', 2],
        ['ML-SAC-S', 200],
        ['ML-SAC-L', 100],
        ['ML-BOX-01', 50],
      ],
    },
  ],
  channel: 'Boutiques',
  supplier: 'Atelier Verrier du Nord',
  shippingMethods: STANDARD_FR,
  catalogs: [
    {
      name: 'Collection Maison',
      tree: {
        Luminaires: {
          Lampes: { 'Lampes de table': {}, Lampadaires: {} },
          Suspensions: { 'Suspensions textiles': {}, 'Suspensions en verre': {} },
          Accessoires: { Ampoules: {} },
        },
        Décoration: { Bougies: { 'Bougies parfumées': {}, Photophores: {} }, Textile: { Coussins: {} } },
        Coffrets: { Cadeaux: { 'Coffrets bougies': {} } },
      },
    },
    {
      name: 'PLV et emballages',
      tree: { Merchandising: { Présentoirs: { Comptoir: {}, Vitrine: {} }, Emballages: { Sacs: {}, 'Boîtes cadeaux': {} } } },
    },
  ],
  attributes: { Couleur: ['Blanc', 'Rose poudré', 'Vert sauge'] },
  labels: { Nouveauté: '#00796b', Promo: '#8c1c3a' },
  products: [
    {
      sku: 'ML-LT-002',
      name: 'Lampe de chevet Céleste',
      shortName: 'Lampe Céleste',
      category: 'Lampes de table',
      family: 'Luminaires',
      subFamily: 'Lampes',
      brand: 'Maison Lumière',
      price: [59, 24],
      color: '#1f3a68',
      shape: 'circle',
      tags: ['chevet', 'laiton'],
      profile: 'FRAGILE',
    },
    {
      sku: 'ML-LT-OPA',
      name: 'Lampe de table Opaline',
      shortName: 'Lampe Opaline',
      category: 'Lampes de table',
      family: 'Luminaires',
      subFamily: 'Lampes',
      brand: 'Maison Lumière',
      color: '#d8d3c8',
      shape: 'circle',
      price: [89, 38.5],
      tags: ['opaline', 'best-seller'],
      label: 'Nouveauté',
      description: '<p>Globe en verre opalin soufflé bouche, pied en laiton brossé.</p>',
      origin: 'FR',
      profile: 'FRAGILE',
      variants: [
        { suffix: 'BL', options: { Couleur: 'Blanc' }, color: '#c9c5bb' },
        { suffix: 'RP', options: { Couleur: 'Rose poudré' }, color: '#d9a5a0' },
        { suffix: 'VS', options: { Couleur: 'Vert sauge' }, color: '#8fa68a' },
      ],
    },
    {
      sku: 'ML-LP-001',
      name: 'Lampadaire Arc Laiton',
      shortName: 'Lampadaire Arc',
      category: 'Lampadaires',
      family: 'Luminaires',
      subFamily: 'Lampadaires',
      brand: 'Maison Lumière',
      price: [249, 112],
      color: '#b26a00',
      shape: 'triangle',
      tags: ['laiton'],
      profile: 'BULKY',
    },
    {
      sku: 'ML-SU-001',
      name: 'Suspension Cloche Lin',
      category: 'Suspensions textiles',
      family: 'Luminaires',
      subFamily: 'Suspensions',
      brand: 'Maison Lumière',
      price: [129, 54],
      color: '#a89f91',
      shape: 'triangle',
      tags: ['lin'],
    },
    {
      sku: 'ML-SU-002',
      name: 'Suspension Verre Fumé',
      category: 'Suspensions en verre',
      family: 'Luminaires',
      subFamily: 'Suspensions',
      brand: 'Maison Lumière',
      price: [149, 61],
      color: '#37474f',
      shape: 'circle',
      profile: 'FRAGILE',
      label: 'Promo',
    },
    {
      sku: 'ML-AMP-E27',
      name: 'Ampoule LED E27 Filament',
      shortName: 'Ampoule E27',
      category: 'Ampoules',
      family: 'Luminaires',
      subFamily: 'Accessoires',
      brand: 'Lumina Pro',
      price: [12.9, 3.4],
      color: '#f2b632',
      shape: 'circle',
      origin: 'CN',
    },
    ...(
      [
        ['ML-BG-001', 'Bougie parfumée Figuier 180 g', 'Bougie Figuier', '#4e6b3a'],
        ['ML-BG-002', 'Bougie parfumée Ambre 180 g', 'Bougie Ambre', '#b26a00'],
        ['ML-BG-003', 'Bougie parfumée Fleur d’oranger 180 g', 'Bougie Fleur d’oranger', '#e39b5b'],
      ] as const
    ).map(([sku, name, shortName, color]): DemoProduct => ({
      sku,
      name,
      shortName,
      category: 'Bougies parfumées',
      family: 'Décoration',
      subFamily: 'Bougies',
      brand: 'Maison Lumière',
      price: [32, 9.8],
      color,
      shape: 'square',
      tags: ['bougie', 'parfum'],
      origin: 'FR',
      temperatures: [5, 25],
      description: '<p>Cire végétale, mèche en coton, 45 heures de combustion.</p>',
    })),
    {
      sku: 'ML-PH-001',
      name: 'Photophore Verre Strié',
      category: 'Photophores',
      family: 'Décoration',
      subFamily: 'Bougies',
      brand: 'Maison Lumière',
      price: [24, 8.2],
      color: '#6a8caf',
      shape: 'diamond',
      profile: 'FRAGILE',
    },
    {
      sku: 'ML-CO-001',
      name: 'Coussin Lin Lavé 45 x 45',
      shortName: 'Coussin lin',
      category: 'Coussins',
      family: 'Décoration',
      subFamily: 'Textile',
      brand: 'Maison Lumière',
      price: [39, 14],
      color: '#c2a68c',
      shape: 'square',
      tags: ['lin'],
      origin: 'PT',
    },
    {
      sku: 'ML-BDL-TRIO',
      name: 'Coffret trio de bougies',
      shortName: 'Coffret trio',
      category: 'Coffrets bougies',
      family: 'Décoration',
      subFamily: 'Coffrets',
      brand: 'Maison Lumière',
      color: '#8c1c3a',
      shape: 'square',
      tags: ['bougie', 'cadeau'],
      label: 'Nouveauté',
      bundle: [
        ['ML-BG-001', 1],
        ['ML-BG-002', 1],
        ['ML-BG-003', 1],
      ],
    },
    {
      sku: 'ML-PLV-001',
      name: 'Présentoir comptoir bougies',
      category: 'Comptoir',
      family: 'PLV',
      subFamily: 'Présentoirs',
      brand: 'Maison Lumière',
      price: [0, 45],
      color: '#5d4037',
      shape: 'diamond',
      profile: 'BULKY',
    },
    {
      sku: 'ML-SAC-S',
      name: 'Sac kraft petit format',
      category: 'Sacs',
      family: 'PLV',
      subFamily: 'Emballages',
      brand: 'Maison Lumière',
      price: [0.45, 0.18],
      color: '#a1887f',
      shape: 'square',
    },
    {
      sku: 'ML-SAC-L',
      name: 'Sac kraft grand format',
      category: 'Sacs',
      family: 'PLV',
      subFamily: 'Emballages',
      brand: 'Maison Lumière',
      price: [0.65, 0.26],
      color: '#8d6e63',
      shape: 'square',
    },
    {
      sku: 'ML-BOX-01',
      name: 'Boîte cadeau bougie',
      category: 'Boîtes cadeaux',
      family: 'PLV',
      subFamily: 'Emballages',
      brand: 'Maison Lumière',
      price: [1.8, 0.7],
      color: '#8c1c3a',
      shape: 'square',
      tags: ['cadeau'],
    },
    {
      sku: 'ML-BDL-VIT',
      name: 'Kit vitrine de Noël',
      category: 'Vitrine',
      family: 'PLV',
      subFamily: 'Présentoirs',
      brand: 'Maison Lumière',
      color: '#2e7d32',
      shape: 'triangle',
      tags: ['noël'],
      bundle: [
        ['ML-PLV-001', 1],
        ['ML-SAC-S', 50],
        ['ML-BOX-01', 20],
      ],
    },
  ],
};

const MLE: DemoAccountCatalog = {
  kits: [
    {
      name: 'Kit démarrage e-shop',
      sku: 'MLE-KIT-START',
      description: 'Cartons, papier de soie et autocollants pour les 200 premiers colis',
      components: [
        ['MLE-CT-S', 100],
        ['MLE-CT-M', 100],
        ['MLE-PS-001', 2],
        ['MLE-ST-001', 1],
      ],
    },
  ],
  channel: 'E-commerce',
  supplier: 'Céramiques de Bourgogne',
  shippingMethods: [
    { code: 'COLISSIMO', name: 'Colissimo', description: 'Remise contre signature en 48 heures', days: [2, 2, 10], forGroup: true },
    { code: 'CHRONO13', name: 'Chronopost 13 h', description: 'Livraison le lendemain avant 13 h', days: [1, 1, 5], forGroup: true },
  ],
  catalogs: [
    {
      name: 'Catalogue en ligne',
      tree: {
        'Art de la table': { Vaisselle: { Assiettes: {}, Verres: {} }, Services: { 'Services complets': {} } },
        Maison: { 'Linge de maison': { Plaids: {} } },
      },
    },
    {
      name: 'Expédition e-commerce',
      tree: { Emballages: { Cartons: { 'Petits formats': {}, 'Grands formats': {} }, Calage: { 'Papier de soie': {} }, Marquage: { Autocollants: {} } } },
    },
  ],
  attributes: { Couleur: ['Écru', 'Terracotta', 'Anthracite'] },
  labels: { 'Exclusivité web': '#1f3a68', Promo: '#8c1c3a' },
  products: [
    ...(
      [
        ['MLE-AS-001', 'Assiette plate Grès 27 cm', 'Assiette plate', 18, 6.1, '#a1887f'],
        ['MLE-AS-002', 'Assiette creuse Grès 22 cm', 'Assiette creuse', 16, 5.4, '#8d6e63'],
      ] as const
    ).map(([sku, name, shortName, sell, purchase, color]): DemoProduct => ({
      sku,
      name,
      shortName,
      category: 'Assiettes',
      family: 'Art de la table',
      subFamily: 'Vaisselle',
      brand: 'Maison Lumière',
      price: [sell, purchase],
      color,
      shape: 'circle',
      tags: ['grès', 'vaisselle'],
      origin: 'FR',
      profile: 'FRAGILE',
    })),
    ...(
      [
        ['MLE-VR-001', 'Verre à eau Strié', 8.5, 2.9],
        ['MLE-VR-002', 'Verre à vin Bistrot', 9.9, 3.3],
      ] as const
    ).map(([sku, name, sell, purchase]): DemoProduct => ({
      sku,
      name,
      category: 'Verres',
      family: 'Art de la table',
      subFamily: 'Vaisselle',
      brand: 'Maison Lumière',
      price: [sell, purchase],
      color: '#6a8caf',
      shape: 'triangle',
      tags: ['verre'],
      profile: 'FRAGILE',
    })),
    {
      sku: 'MLE-BDL-DIN',
      name: 'Service dîner 4 personnes',
      shortName: 'Service 4 pers.',
      category: 'Services complets',
      family: 'Art de la table',
      subFamily: 'Services',
      brand: 'Maison Lumière',
      color: '#5d4037',
      shape: 'circle',
      tags: ['vaisselle', 'cadeau'],
      label: 'Exclusivité web',
      bundle: [
        ['MLE-AS-001', 4],
        ['MLE-AS-002', 4],
        ['MLE-VR-001', 4],
      ],
    },
    {
      sku: 'MLE-PL-001',
      name: 'Plaid Coton Gaufré',
      category: 'Plaids',
      family: 'Maison',
      subFamily: 'Linge de maison',
      brand: 'Maison Lumière',
      price: [59, 21],
      color: '#c2a68c',
      shape: 'square',
      tags: ['coton'],
      origin: 'PT',
    },
    {
      sku: 'MLE-PL-MER',
      name: 'Plaid Laine Mérinos',
      shortName: 'Plaid Mérinos',
      category: 'Plaids',
      family: 'Maison',
      subFamily: 'Linge de maison',
      brand: 'Maison Lumière',
      color: '#8c1c3a',
      shape: 'square',
      price: [119, 48],
      tags: ['laine'],
      label: 'Promo',
      origin: 'IT',
      variants: [
        { suffix: 'EC', options: { Couleur: 'Écru' }, color: '#d7ccb8' },
        { suffix: 'TC', options: { Couleur: 'Terracotta' }, color: '#b5543c' },
        { suffix: 'AN', options: { Couleur: 'Anthracite' }, color: '#37474f' },
      ],
    },
    ...(
      [
        ['MLE-CT-S', 'Carton d’expédition S', 'Petits formats', 0.9, 0.38],
        ['MLE-CT-M', 'Carton d’expédition M', 'Petits formats', 1.2, 0.52],
        ['MLE-CT-L', 'Carton d’expédition L', 'Grands formats', 1.8, 0.79],
      ] as const
    ).map(([sku, name, category, sell, purchase]): DemoProduct => ({
      sku,
      name,
      category,
      family: 'Emballages',
      subFamily: 'Cartons',
      brand: 'Cartonnages Dupuis',
      price: [sell, purchase],
      color: '#a1887f',
      shape: 'square',
      tags: ['carton'],
    })),
    {
      sku: 'MLE-PS-001',
      name: 'Papier de soie blanc, rame de 480',
      shortName: 'Papier de soie',
      category: 'Papier de soie',
      family: 'Emballages',
      subFamily: 'Calage',
      brand: 'Cartonnages Dupuis',
      price: [14, 6.5],
      color: '#90a4ae',
      shape: 'diamond',
    },
    {
      sku: 'MLE-ST-001',
      name: 'Autocollant logo, rouleau de 500',
      shortName: 'Autocollant logo',
      category: 'Autocollants',
      family: 'Emballages',
      subFamily: 'Marquage',
      brand: 'Maison Lumière',
      price: [22, 9],
      color: '#8c1c3a',
      shape: 'circle',
    },
    {
      sku: 'MLE-BDL-EXP',
      name: 'Kit expédition fragile',
      category: 'Grands formats',
      family: 'Emballages',
      subFamily: 'Cartons',
      brand: 'Maison Lumière',
      color: '#b26a00',
      shape: 'diamond',
      bundle: [
        ['MLE-CT-M', 10],
        ['MLE-PS-001', 1],
        ['MLE-ST-001', 1],
      ],
    },
  ],
};

const gear = (p: Omit<DemoProduct, 'brand'> & { brand?: string }): DemoProduct => ({ brand: 'Northwind', origin: 'VN', ...p });

const NWO: DemoAccountCatalog = {
  kits: [
    {
      name: 'New store kit',
      sku: 'NW-KIT-STORE',
      description: 'Racks and launch material for a new Northwind corner',
      components: [
        ['NW-RACK-01', 4],
        ['NW-PST-A1', 6],
        ['NW-LFT-01', 2],
      ],
    },
  ],
  channel: 'Retail',
  supplier: 'Highland Textiles Ltd',
  shippingMethods: [
    { code: 'GROUND', name: 'Ground, 3 to 5 days', description: 'Road freight to the store', days: [4, 3, 15], forGroup: true },
    { code: 'NEXTDAY', name: 'Next day', description: 'Delivered the next working day', days: [1, 1, 5], forGroup: true },
    {
      code: 'DOCK',
      name: 'Collect at the dock',
      description: 'Your carrier collects at the warehouse dock',
      days: [0, 1, 20],
      provisionAtDock: true,
      forGroup: true,
    },
  ],
  catalogs: [
    {
      name: 'Outdoor Gear',
      tree: {
        Camping: {
          Tents: { 'Backpacking tents': {}, 'Family tents': {} },
          Cooking: { Stoves: {}, Fuel: {}, Cookware: {} },
          Sleeping: { 'Sleeping bags': {}, Mats: {} },
        },
        Apparel: { Jackets: { 'Rain jackets': {}, 'Insulated jackets': {} }, Accessories: { Socks: {} } },
        Footwear: { Hiking: { 'Hiking boots': {} } },
        Bundles: { Kits: { 'Camping kits': {} } },
      },
    },
    {
      name: 'Store Supplies',
      tree: { Displays: { Racks: { 'Floor racks': {} } }, Marketing: { Print: { Posters: {}, Leaflets: {} }, Campaigns: { 'Window kits': {} } } },
    },
  ],
  attributes: { Size: ['S', 'M', 'L', 'XL'], Colour: ['Black', 'Moss'], 'Shoe size': ['41', '42', '43', '44'] },
  labels: { New: '#00796b', Sale: '#8c1c3a', Bestseller: '#b26a00' },
  products: [
    gear({
      sku: 'NW-TNT-2P',
      name: 'Trailhead 2 Backpacking Tent',
      shortName: 'Trailhead 2',
      category: 'Backpacking tents',
      family: 'Camping',
      subFamily: 'Tents',
      price: [249, 118],
      color: '#2e7d32',
      shape: 'triangle',
      tags: ['tent', 'lightweight'],
      label: 'Bestseller',
      description: '<p>Two-person, three-season tent, 1.9 kg, two doors and two porches.</p>',
    }),
    gear({
      sku: 'NW-TNT-4F',
      name: 'Basecamp 4 Family Tent',
      shortName: 'Basecamp 4',
      category: 'Family tents',
      family: 'Camping',
      subFamily: 'Tents',
      price: [429, 205],
      color: '#00796b',
      shape: 'triangle',
      tags: ['tent', 'family'],
      profile: 'BULKY',
    }),
    gear({
      sku: 'NW-STV-01',
      name: 'Summit Gas Stove',
      category: 'Stoves',
      family: 'Camping',
      subFamily: 'Cooking',
      price: [59, 24],
      color: '#37474f',
      shape: 'circle',
      tags: ['cooking', 'lightweight'],
      origin: 'TW',
    }),
    gear({
      sku: 'NW-GAS-230',
      name: 'Gas Cartridge 230 g',
      shortName: 'Gas 230 g',
      category: 'Fuel',
      family: 'Camping',
      subFamily: 'Cooking',
      price: [6.5, 2.1],
      color: '#b26a00',
      shape: 'circle',
      tags: ['cooking'],
      origin: 'FR',
      temperatures: [-10, 40],
    }),
    gear({
      sku: 'NW-POT-01',
      name: 'Titanium Cook Pot 1.1 L',
      shortName: 'Titanium Pot',
      category: 'Cookware',
      family: 'Camping',
      subFamily: 'Cooking',
      price: [45, 17],
      color: '#90a4ae',
      shape: 'circle',
      tags: ['cooking', 'lightweight'],
    }),
    gear({
      sku: 'NW-SB-01',
      name: 'Alpine Sleeping Bag -5 °C',
      shortName: 'Alpine -5',
      category: 'Sleeping bags',
      family: 'Camping',
      subFamily: 'Sleeping',
      price: [189, 84],
      color: '#1f3a68',
      shape: 'square',
      tags: ['sleeping'],
    }),
    gear({
      sku: 'NW-MAT-01',
      name: 'Self-inflating Mat',
      category: 'Mats',
      family: 'Camping',
      subFamily: 'Sleeping',
      price: [79, 31],
      color: '#6a1b9a',
      shape: 'square',
      tags: ['sleeping'],
    }),
    gear({
      sku: 'NW-JKT-RAIN',
      name: 'Stormline Rain Jacket',
      shortName: 'Stormline',
      category: 'Rain jackets',
      family: 'Apparel',
      subFamily: 'Jackets',
      color: '#1f3a68',
      shape: 'diamond',
      price: [149, 62],
      tags: ['waterproof', 'jacket'],
      label: 'New',
      variants: ['S', 'M', 'L', 'XL'].map((size) => ({ suffix: size, options: { Size: size }, color: '#1f3a68' })),
    }),
    gear({
      sku: 'NW-JKT-INS',
      name: 'Ridge Insulated Jacket',
      shortName: 'Ridge Jacket',
      category: 'Insulated jackets',
      family: 'Apparel',
      subFamily: 'Jackets',
      color: '#37474f',
      shape: 'diamond',
      price: [189, 80],
      tags: ['jacket', 'warm'],
      label: 'Sale',
      variants: [
        { suffix: 'BK-M', options: { Colour: 'Black', Size: 'M' }, color: '#212121' },
        { suffix: 'BK-L', options: { Colour: 'Black', Size: 'L' }, color: '#212121' },
        { suffix: 'MS-M', options: { Colour: 'Moss', Size: 'M' }, color: '#556b2f' },
        { suffix: 'MS-L', options: { Colour: 'Moss', Size: 'L' }, color: '#556b2f' },
      ],
    }),
    gear({
      sku: 'NW-BOOT-TRK',
      name: 'Trekker Hiking Boots',
      shortName: 'Trekker Boots',
      category: 'Hiking boots',
      family: 'Footwear',
      subFamily: 'Hiking',
      color: '#5d4037',
      shape: 'square',
      price: [159, 66],
      tags: ['waterproof', 'boots'],
      origin: 'RO',
      variants: ['41', '42', '43', '44'].map((size) => ({ suffix: size, options: { 'Shoe size': size }, color: '#5d4037' })),
    }),
    gear({
      sku: 'NW-SOCK-01',
      name: 'Merino Hiking Socks',
      shortName: 'Merino Socks',
      category: 'Socks',
      family: 'Apparel',
      subFamily: 'Accessories',
      price: [19, 6],
      color: '#556b2f',
      shape: 'square',
      tags: ['warm'],
      origin: 'PT',
    }),
    gear({
      sku: 'NW-BDL-CAMP',
      name: 'Weekend Camp Kit',
      category: 'Camping kits',
      family: 'Camping',
      subFamily: 'Kits',
      color: '#2e7d32',
      shape: 'diamond',
      tags: ['tent', 'cooking'],
      label: 'Bestseller',
      bundle: [
        ['NW-TNT-2P', 1],
        ['NW-STV-01', 1],
        ['NW-GAS-230', 2],
        ['NW-POT-01', 1],
      ],
    }),
    gear({
      sku: 'NW-BDL-SLEEP',
      name: 'Sleep System',
      category: 'Camping kits',
      family: 'Camping',
      subFamily: 'Kits',
      color: '#1f3a68',
      shape: 'circle',
      tags: ['sleeping'],
      bundle: [
        ['NW-SB-01', 1],
        ['NW-MAT-01', 1],
      ],
    }),
    gear({
      sku: 'NW-RACK-01',
      name: 'Steel Floor Rack',
      category: 'Floor racks',
      family: 'Store supplies',
      subFamily: 'Displays',
      price: [0, 320],
      color: '#37474f',
      shape: 'square',
      profile: 'BULKY',
      origin: 'PL',
    }),
    gear({
      sku: 'NW-PST-A1',
      name: 'Poster A1 Into the Wild',
      shortName: 'Poster A1',
      category: 'Posters',
      family: 'Store supplies',
      subFamily: 'Marketing',
      price: [0, 4.5],
      color: '#00796b',
      shape: 'triangle',
      origin: 'GB',
    }),
    gear({
      sku: 'NW-LFT-01',
      name: 'Spring Range Leaflets, pack of 100',
      shortName: 'Spring Leaflets',
      category: 'Leaflets',
      family: 'Store supplies',
      subFamily: 'Marketing',
      price: [0, 12],
      color: '#f2b632',
      shape: 'square',
      origin: 'GB',
    }),
    gear({
      sku: 'NW-BDL-POS',
      name: 'Spring Window Kit',
      category: 'Window kits',
      family: 'Store supplies',
      subFamily: 'Marketing',
      color: '#f2b632',
      shape: 'triangle',
      bundle: [
        ['NW-PST-A1', 2],
        ['NW-LFT-01', 1],
      ],
    }),
  ],
};

export const DEMO_CATALOG: Record<string, DemoAccountCatalog> = { MLS, MLE, NWO };
