import { describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from './catalogue.data.js';

/**
 * Where the sample parts' datasheets may come from: the sites of the makers of the parts (or of the
 * chip a module is built around), each publishing its own documents at addresses that have stayed
 * put for years. A link anywhere else (a shop, a mirror, a guess) fails.
 */
const MAKERS_SITES: Record<string, string> = {
  'docs.arduino.cc': 'Arduino',
  'datasheets.raspberrypi.com': 'Raspberry Pi',
  'www.espressif.com': 'Espressif',
  'www.analog.com': 'Analog Devices (Maxim)',
  'invensense.tdk.com': 'TDK InvenSense',
  'www.bosch-sensortec.com': 'Bosch Sensortec',
  'www.st.com': 'STMicroelectronics',
  'www.ti.com': 'Texas Instruments',
  'www.allegromicro.com': 'Allegro MicroSystems',
  'www.nxp.com': 'NXP',
  'toshiba.semicon-storage.com': 'Toshiba',
  'www.waveshare.com': 'Waveshare',
  'wiki.seeedstudio.com': 'Seeed Studio',
  'www.nvidia.com': 'NVIDIA',
  'tech.microbit.org': 'Micro:bit Educational Foundation',
  'www.nordicsemi.com': 'Nordic Semiconductor',
  'www.semtech.com': 'Semtech',
  'www.u-blox.com': 'u-blox',
  'meters.uni-trend.com': 'UNI-T',
  'omronfs.omron.com': 'Omron',
  'www.microchip.com': 'Microchip',
  'www.vishay.com': 'Vishay',
};

describe('the sample parts’ datasheet links', () => {
  const linked = SEED_PRODUCTS.filter((product) => product.datasheetUrl !== null);

  it('are https links to the sites of the parts’ makers', () => {
    expect(linked.length).toBeGreaterThan(0);
    const elsewhere = linked
      .map((product) => ({ slug: product.slug, url: new URL(product.datasheetUrl ?? '') }))
      .filter(({ url }) => url.protocol !== 'https:' || !(url.hostname in MAKERS_SITES) || url.username || url.port)
      .map(({ slug, url }) => `${slug}: ${url.href}`);
    expect(elsewhere).toEqual([]);
  });
});
