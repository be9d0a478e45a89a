// node tmp/j2p.mjs in.jpeg out.png [maxWidth]: decodes, optionally halves width, writes PNG
import fs from 'node:fs';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
const [, , input, output, scaleArg] = process.argv;
const img = jpeg.decode(fs.readFileSync(input), { maxMemoryUsageInMB: 2048 });
const step = Number(scaleArg ?? 1);
const w = Math.floor(img.width / step), h = Math.floor(img.height / step);
const png = new PNG({ width: w, height: h });
for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) {
  const s = ((y * step) * img.width + x * step) * 4, d = (y * w + x) * 4;
  png.data[d] = img.data[s]; png.data[d + 1] = img.data[s + 1]; png.data[d + 2] = img.data[s + 2]; png.data[d + 3] = 255;
}
fs.writeFileSync(output, PNG.sync.write(png));
console.log(output, w, h);
