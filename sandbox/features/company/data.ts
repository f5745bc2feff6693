import type {
  CompanyProfile,
  FirmwareModel,
  FirmwareRelease,
  InvestorReport,
} from '../../../runtime/http/contract/company.ts';

/**
 * The company's fixed facts, as the sandbox serves them. Made up for the sandbox but kept plausible:
 * farm capacities and efficiencies in the ranges public miners report, efficiency gains as typical
 * ranges (never a promise), checksums as SHA-256 hex.
 */
export const FIRMWARE_RELEASES: FirmwareRelease[] = [
  {
    version: '2.4.1',
    downloadUrl: 'https://download.fufuminer.example/os/FuFuMinerOS-2.4.1.tar.gz',
    releasedOn: '2026-10-14',
    sha256: 'c3a91e5f0b7d24e86f1a9c0d3b5e7f2a4c6e8b0d2f4a6c8e0b2d4f6a8c0e2b4d',
    sizeMb: 48.6,
    notes: ['s21xpSupport', 'fasterTuning', 'poolFailover'],
  },
  {
    version: '2.3.0',
    downloadUrl: 'https://download.fufuminer.example/os/FuFuMinerOS-2.3.0.tar.gz',
    releasedOn: '2026-06-30',
    sha256: '7e0f2d4b6a8c1e3f5b7d9a0c2e4f6b8d1a3c5e7f9b0d2a4c6e8f1b3d5a7c9e0f',
    sizeMb: 47.9,
    notes: ['immersionProfiles', 'fanCurve', 'chipHealth'],
  },
  {
    version: '2.2.2',
    downloadUrl: 'https://download.fufuminer.example/os/FuFuMinerOS-2.2.2.tar.gz',
    releasedOn: '2026-02-17',
    sha256: '1b3d5f7a9c0e2b4d6f8a1c3e5b7d9f0a2c4e6b8d0f1a3c5e7b9d2f4a6c8e0b1d',
    sizeMb: 46.2,
    notes: ['fleetApi'],
  },
  {
    version: '2.0.0',
    downloadUrl: 'https://download.fufuminer.example/os/FuFuMinerOS-2.0.0.tar.gz',
    releasedOn: '2025-09-08',
    sha256: 'a0c2e4b6d8f1a3c5e7b9d0f2a4c6e8b1d3f5a7c9e0b2d4f6a8c1e3b5d7f9a0c2',
    sizeMb: 44.8,
    notes: ['firstRelease'],
  },
];

export const FIRMWARE_MODELS: FirmwareModel[] = [
  {
    model: 'Antminer S21 XP',
    stockTh: 270,
    stockJt: 13.5,
    gainMinPercent: 5,
    gainMaxPercent: 10,
    controlBoards: ['Xilinx', 'AMLogic'],
  },
  {
    model: 'Antminer S21',
    stockTh: 200,
    stockJt: 17.5,
    gainMinPercent: 6,
    gainMaxPercent: 12,
    controlBoards: ['Xilinx', 'AMLogic', 'BeagleBone'],
  },
  {
    model: 'Antminer S19 XP',
    stockTh: 141,
    stockJt: 21.5,
    gainMinPercent: 8,
    gainMaxPercent: 15,
    controlBoards: ['Xilinx', 'AMLogic', 'BeagleBone'],
  },
  {
    model: 'Antminer S19j Pro',
    stockTh: 104,
    stockJt: 29.5,
    gainMinPercent: 10,
    gainMaxPercent: 18,
    controlBoards: ['Xilinx', 'AMLogic', 'BeagleBone', 'CVITek'],
  },
  {
    model: 'Antminer S19 Pro',
    stockTh: 110,
    stockJt: 29.5,
    gainMinPercent: 10,
    gainMaxPercent: 18,
    controlBoards: ['Xilinx', 'AMLogic', 'BeagleBone'],
  },
];

export const COMPANY_PROFILE: CompanyProfile = {
  foundedYear: 2020,
  headquarters: 'Singapore',
  asOf: '2026-09-30',
  figures: {
    registeredUsers: 612_000,
    countriesServed: 180,
    hashrateEh: 26.4,
    capacityMw: 728,
    minersManaged: 142_000,
  },
  farms: [
    { name: 'Rockdale', country: 'US', region: 'Texas', capacityMw: 200, energy: 'grid', status: 'operating' },
    { name: 'Jamestown', country: 'US', region: 'North Dakota', capacityMw: 110, energy: 'wind', status: 'operating' },
    { name: 'Bahir Dar', country: 'ET', region: 'Amhara', capacityMw: 160, energy: 'hydro', status: 'operating' },
    {
      name: 'Hernandarias',
      country: 'PY',
      region: 'Alto Paraná',
      capacityMw: 78,
      energy: 'hydro',
      status: 'operating',
    },
    { name: 'Sohar', country: 'OM', region: 'North Al Batinah', capacityMw: 80, energy: 'gas', status: 'operating' },
    { name: 'Baie-Comeau', country: 'CA', region: 'Québec', capacityMw: 100, energy: 'hydro', status: 'building' },
  ],
  timeline: [
    { year: 2020, milestone: 'founded' },
    { year: 2021, milestone: 'cloudLaunch' },
    { year: 2022, milestone: 'firstFarm' },
    { year: 2023, milestone: 'poolLaunch' },
    { year: 2024, milestone: 'listing' },
    { year: 2025, milestone: 'minerOs' },
    { year: 2026, milestone: 'hosting' },
  ],
};

export const INVESTOR_HIGHLIGHTS = {
  period: '2026-Q3',
  revenueUsdMillions: 118.4,
  btcMined: 412.7,
  hashrateEh: 26.4,
  capacityMw: 728,
};

const IR = 'https://ir.fufu.example/reports';
export const INVESTOR_REPORTS: InvestorReport[] = [
  {
    id: 'prod-2026-10',
    kind: 'production',
    period: '2026-10',
    publishedOn: '2026-11-05',
    url: `${IR}/prod-2026-10.pdf`,
  },
  { id: 'q-2026-3', kind: 'quarterly', period: '2026-Q3', publishedOn: '2026-11-12', url: `${IR}/q-2026-3.pdf` },
  {
    id: 'prod-2026-09',
    kind: 'production',
    period: '2026-09',
    publishedOn: '2026-10-06',
    url: `${IR}/prod-2026-09.pdf`,
  },
  { id: 'q-2026-2', kind: 'quarterly', period: '2026-Q2', publishedOn: '2026-08-13', url: `${IR}/q-2026-2.pdf` },
  { id: 'q-2026-1', kind: 'quarterly', period: '2026-Q1', publishedOn: '2026-05-14', url: `${IR}/q-2026-1.pdf` },
  { id: 'annual-2025', kind: 'annual', period: '2025', publishedOn: '2026-04-28', url: `${IR}/annual-2025.pdf` },
].sort((a, b) => b.publishedOn.localeCompare(a.publishedOn)) as InvestorReport[];
